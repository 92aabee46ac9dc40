import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { LogoSettings } from './logo-settings';
import { readFetchedBlobsAsText } from '@/testing/text-file-reader';

/** The logo the server answers: one before the upload, the fitted one after it. */
function logoReplies() {
  let version = 0;
  return {
    next: () => (version += 1),
    reply: () => ({ body: { logo: version } }),
  };
}

readFetchedBlobsAsText();

describe('Logo tab', () => {
  it('explains the 250 × 50 box, uploads a PNG and shows the logo read again', async () => {
    const logo = logoReplies();
    const server = fakeApi({
      'GET /api/logo': () => logo.reply(),
      'POST /api/companyImage/upload': () => {
        logo.next();
        return { body: { ok: true } };
      },
    });
    const { user } = renderWithProviders(<LogoSettings companyId={2} companyName="Red Mesa Energy Partners" />);
    expect(screen.getByText(/it is fitted into 250 × 50 pixels/)).toBeInTheDocument();
    const current = await screen.findByRole('img', { name: 'Red Mesa Energy Partners logo' });
    const before = current.getAttribute('src');

    await user.upload(screen.getByLabelText('File'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Successfully updated settings')).toBeInTheDocument();
    const [sent] = server.callsTo('POST', '/api/companyImage/upload');
    expect((sent!.form!.get('file') as File).name).toBe('logo.png');
    // The logo (the top bar's too: the same query) is read again, and shows what the server made of it.
    await waitFor(() => expect(server.callsTo('GET', '/api/logo')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Red Mesa Energy Partners logo' }).getAttribute('src')).not.toBe(before),
    );
  });

  it('takes PNG and JPEG images only, and says when there is no logo yet', async () => {
    const server = fakeApi({});
    const { user } = renderWithProviders(<LogoSettings companyId={2} companyName="Red Mesa Energy Partners" />);
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file');
    // A dropped file is not filtered by the file input's accept list.
    fireEvent.drop(screen.getByText('Drop a file here, or'), {
      dataTransfer: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a PNG or JPEG image.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(server.callsTo('POST', '/api/companyImage/upload')).toHaveLength(0);
  });
});
