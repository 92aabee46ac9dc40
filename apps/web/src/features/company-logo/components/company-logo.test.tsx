import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { CompanyLogo } from './company-logo';
import { readFetchedBlobsAsText } from '@/testing/text-file-reader';

readFetchedBlobsAsText();

const logoOf = (container: HTMLElement) => container.querySelector('img');

describe('The top bar’s company', () => {
  it('keeps the company name, as text, beside an uploaded logo', async () => {
    fakeApi({ 'GET /api/logo': { body: { logo: 1 } } });
    const { container } = renderWithProviders(<CompanyLogo companyId={2} companyName="Red Mesa Energy Partners" />);
    await waitFor(() => expect(logoOf(container)).not.toBeNull());
    expect(logoOf(container)!.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The name is the text, readable and whole on hover; the picture is not read out as a second name.
    const name = screen.getByText('Red Mesa Energy Partners');
    expect(name).toBeVisible();
    expect(name).toHaveAttribute('title', 'Red Mesa Energy Partners');
    expect(logoOf(container)).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the name alone while the company has no logo', async () => {
    const server = fakeApi({ 'GET /api/logo': { status: 204 } });
    const { container } = renderWithProviders(<CompanyLogo companyId={2} companyName="Red Mesa Energy Partners" />);
    await waitFor(() => expect(server.callsTo('GET', '/api/logo')).toHaveLength(1));
    expect(screen.getByText('Red Mesa Energy Partners')).toBeVisible();
    expect(logoOf(container)).toBeNull();
  });
});
