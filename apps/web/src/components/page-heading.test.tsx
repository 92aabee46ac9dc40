import { render, screen } from '@testing-library/react';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('takes the focus a navigation link still holds, so a keyboard user goes on from the new screen', () => {
    const nav = document.createElement('nav');
    const link = document.createElement('a');
    link.href = '/inbox';
    link.textContent = 'Inbox';
    nav.append(link);
    document.body.append(nav);
    link.focus();
    render(<PageHeading>Inbox</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toHaveFocus();
    nav.remove();
  });

  it('leaves the focus where the screen put it (a field)', () => {
    render(
      <>
        <PageHeading>Create User</PageHeading>
        <input aria-label="Email" autoFocus />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
