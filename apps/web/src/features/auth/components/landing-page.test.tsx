import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('offers Login and Sign up', async () => {
    const onLogin = vi.fn();
    const { user } = renderWithProviders(<LandingPage onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});
