import { signingMessages, type DocumentResponse } from '@docvue/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { drawnPng, stubCanvas } from '@/testing/canvas';
import { divisionOrder, field } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { DocumentActions } from './document-actions';

const savedPng = 'iVBORw0KGgoSAVED';
const placed = { page: 1, area: { x: 72, y: 600, width: 240, height: 80 } };

function render({ saved = null, doc = divisionOrder() }: { saved?: string | null; doc?: DocumentResponse } = {}) {
  const server = fakeApi({
    'GET /api/usersignatureimage/7': { body: { userId: 7, signatureImageAsBase64: saved } },
    'PUT /api/documents/52/return': { body: { ok: true } },
  });
  const view = renderInDocument(<DocumentActions allowNext={() => {}} />, doc, '/documents/52', { userId: 7 });
  return { ...view, server };
}

/** A received division order as the server shows it to platform support (policy.ts). */
const seenByGlobalUser = () =>
  divisionOrder({
    actions: { ...divisionOrder().actions, signAndReturn: false, returnUnsigned: false },
    disabledActions: { signAndReturn: signingMessages.globalUser, returnUnsigned: signingMessages.globalUser },
  });

const actionButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Document actions' })).getByRole('button', { name });

/** What DocumentPdf does when the signer drags the box on the page. */
async function place(latest: () => { setSigning: (s: { step: 'sign' } & typeof placed) => void }) {
  await act(async () => latest().setSigning({ step: 'sign', ...placed }));
  return screen.findByRole('dialog', { name: 'Sign and Return' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sign and Return', () => {
  it('offers the owner of a received division order both returns', () => {
    render();
    expect(actionButton('Return Unsigned')).toBeEnabled();
    expect(actionButton('Sign and Return')).toBeEnabled();
  });

  it('shows the returns disabled, with the reason, when the server says so (a global user)', async () => {
    const { user } = render({ doc: seenByGlobalUser() });
    expect(actionButton('Sign and Return')).toBeDisabled();
    expect(actionButton('Return Unsigned')).toBeDisabled();
    await user.hover(actionButton('Sign and Return').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(signingMessages.globalUser);
  });

  it('asks where the signature goes, then signs with the saved signature at that place', async () => {
    const { user, server, latest } = render({ saved: savedPng });
    await user.click(actionButton('Sign and Return'));
    expect(latest().signing).toEqual({ step: 'place' });
    expect(actionButton('Sign and Return')).toBeDisabled();

    const dialog = await place(latest);
    expect(within(dialog).getByText('Your signature goes in the box you placed on page 1.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Your saved signature' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${savedPng}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign and Return' }));

    expect(await screen.findByText('Returned Signed')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/52/return')[0]?.body).toEqual({
      signed: true,
      signature: { imageAsBase64: savedPng, ...placed },
    });
    await waitFor(() => expect(latest().signing).toBeNull());
  });

  it('signs with a drawing, and asks for one before accepting an empty pad', async () => {
    stubCanvas();
    const { user, server, latest } = render({ saved: null });
    await user.click(actionButton('Sign and Return'));
    const dialog = await place(latest);
    expect(await within(dialog).findByRole('tab', { name: 'Saved signature' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Sign and Return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(signingMessages.signatureRequired);
    expect(server.callsTo('PUT', '/api/documents/52/return')).toEqual([]);

    const pad = within(dialog).getByTestId('signature-pad');
    const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0, buttons: 1 });
    fireEvent.pointerDown(pad, at(10, 10));
    fireEvent.pointerMove(pad, at(60, 30));
    fireEvent.pointerUp(pad, { ...at(60, 30), buttons: 0 });
    await user.click(within(dialog).getByRole('button', { name: 'Sign and Return' }));

    expect(await screen.findByText('Returned Signed')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/52/return')[0]?.body).toEqual({
      signed: true,
      signature: { imageAsBase64: drawnPng, ...placed },
    });
  });

  it('Cancel in the dialog leaves the document as it was', async () => {
    const { user, server, latest } = render({ saved: savedPng });
    await user.click(actionButton('Sign and Return'));
    const dialog = await place(latest);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(latest().signing).toBeNull());
    expect(server.callsTo('PUT', '/api/documents/52/return')).toEqual([]);
  });

  it('returns unsigned after a confirmation, with the reason the owner gives', async () => {
    const { user, server } = render();
    await user.click(actionButton('Return Unsigned'));
    const dialog = await screen.findByRole('dialog', { name: 'Return Unsigned' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong decimal');
    await user.click(within(dialog).getByRole('button', { name: 'Return Unsigned' }));
    expect(await screen.findByText('Returned Unsigned')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/documents/52/return')[0]?.body).toEqual({
      signed: false,
      reason: 'Wrong decimal',
    });
  });

  it('validates before the signature is placed, and names what is missing', async () => {
    const doc = divisionOrder({
      metadata: [
        field('ownerNumber', 'Owner #', 1, 'OWN-2201'),
        field('property', 'Property', 20, null, { isRequired: true }),
        field('decimalInterest', 'Decimal Interest', 2, '0.0039', { isRequired: true }),
      ],
    });
    const { user, server, latest } = render({ doc });
    await user.click(actionButton('Sign and Return'));
    expect(await screen.findByText('Field Property is required')).toBeInTheDocument();
    // Capture mode is not entered.
    expect(latest().signing).toBeNull();
    expect(server.callsTo('PUT', '/api/documents/52/return')).toEqual([]);
  });

  it('refuses to sign on a phone and says to use a desktop', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    const { user, latest } = render();
    await user.click(actionButton('Sign and Return'));
    expect(await screen.findByText(signingMessages.useDesktop)).toBeInTheDocument();
    expect(latest().signing).toBeNull();
  });
});
