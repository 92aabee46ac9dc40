import { fireEvent, screen, waitFor } from '@testing-library/react';
import { drawnPng, stubCanvas } from '@/testing/canvas';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { SignatureSection } from './signature-section';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const savedPng = 'iVBORw0KGgoSAVED';

function renderSignature(first: string | null) {
  let saved = first;
  const store = ({ body }: { body: unknown }) => {
    saved = (body as { signatureImageAsBase64: string }).signatureImageAsBase64;
    return { body: { userId: 7, signatureImageAsBase64: saved } };
  };
  const server = fakeApi({
    'GET /api/usersignatureimage/7': () => ({ body: { userId: 7, signatureImageAsBase64: saved } }),
    'POST /api/usersignatureimage': store,
    'PUT /api/usersignatureimage': store,
  });
  return { ...renderWithProviders(<SignatureSection userId={7} />, { route: '/profile' }), server };
}

const pad = () => screen.getByRole('img', { name: 'Draw a new signature' });

/** A stroke with the mouse across the pad, as signature_pad hears it (pointer events). */
function drawStroke() {
  const canvas = pad();
  const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0, buttons: 1 });
  fireEvent.pointerDown(canvas, at(10, 10));
  fireEvent.pointerMove(canvas, at(40, 30));
  fireEvent.pointerMove(canvas, at(80, 20));
  fireEvent.pointerUp(canvas, { ...at(80, 20), buttons: 0 });
}

let canvas: ReturnType<typeof stubCanvas>;
beforeEach(() => {
  canvas = stubCanvas();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Signature', () => {
  it('shows the saved signature', async () => {
    renderSignature(savedPng);
    expect(await screen.findByRole('img', { name: 'Your saved signature' }, slow)).toHaveAttribute(
      'src',
      `data:image/png;base64,${savedPng}`,
    );
  });

  it('asks for a drawing before saving one', async () => {
    const { user, server } = renderSignature(null);
    expect(await screen.findByText('No signature saved yet', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Draw your signature first');
    expect(server.callsTo('POST', '/api/usersignatureimage')).toHaveLength(0);
  });

  it('draws in black, 2 pixels wide, and saves a first signature with POST', async () => {
    const { user, server } = renderSignature(null);
    await screen.findByText('No signature saved yet', {}, slow);
    drawStroke();
    expect(canvas.calls).toContain('arc');
    expect(canvas.context.fillStyle).toBe('black');
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Signature saved')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/usersignatureimage')[0]!.body).toEqual({
      userId: 7,
      signatureImageAsBase64: drawnPng,
    });
    expect(await screen.findByRole('img', { name: 'Your saved signature' }, slow)).toHaveAttribute(
      'src',
      `data:image/png;base64,${drawnPng}`,
    );
  });

  it('replaces a saved signature with PUT, and Clear empties the pad', async () => {
    const { user, server } = renderSignature(savedPng);
    await screen.findByRole('img', { name: 'Your saved signature' }, slow);
    drawStroke();
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Draw your signature first');

    drawStroke();
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/usersignatureimage')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/usersignatureimage')).toHaveLength(0);
  });
});
