import { screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { WelcomeDialog } from './welcome-dialog';

function setup() {
  const server = fakeApi({ 'POST /api/exchangeusers/welcomeMessageDisplayed': { body: { ok: true } } });
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <WelcomeDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  const recorded = () => server.callsTo('POST', '/api/exchangeusers/welcomeMessageDisplayed').length;
  return { ...view, onClose, recorded };
}

describe('WelcomeDialog', () => {
  it('greets the user by the product’s name', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Welcome to DocVue Exchange' })).toBeInTheDocument();
  });

  it('Take me there opens the company documents', async () => {
    const { user, onClose, recorded } = setup();
    await user.click(screen.getByRole('button', { name: 'Take me there' }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/admin/settings/legalDocuments',
    );
    expect(recorded()).toBe(0);
  });

  it('Skip for now closes without recording anything', async () => {
    const { user, onClose, recorded } = setup();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onClose).toHaveBeenCalled();
    expect(recorded()).toBe(0);
  });

  it('records that it was shown when the user asks not to see it again', async () => {
    const { user, recorded } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Do not show this message again' }));
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await vi.waitFor(() => expect(recorded()).toBe(1));
  });
});
