import type { VerificationResponse } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import { divisionOrder } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { SealStatus } from './seal-status';

const returned = divisionOrder({
  routeStatusId: 9,
  routeStatus: { id: 9, name: 'Returned' },
  documentSignatures: [{ userId: 7, imageAsBase64: 'iVBORw0KGgo', page: 1, area: { x: 1, y: 2, width: 3, height: 4 } }],
});

const check = (v: Partial<VerificationResponse>): VerificationResponse => ({
  signed: true,
  valid: true,
  unchanged: true,
  sealedByProduct: true,
  sealedForThisDocument: true,
  signer: 'Dana Hartley',
  reason: 'Returned Signed',
  signedAt: '2026-11-20T10:00:00.000Z',
  summary: 'Signed by Dana Hartley and sealed by DocVue Exchange; the file has not changed since.',
  ...v,
});

describe('SealStatus', () => {
  it('says a signed file is verified, with the server’s sentence', async () => {
    fakeApi({ 'GET /api/documents/52/verify': { body: check({}) } });
    renderInDocument(<SealStatus />, returned);
    const chip = await screen.findByRole('status', { name: check({}).summary });
    expect(chip).toHaveTextContent('Signature verified');
  });

  it('warns when the file was changed after signing', async () => {
    const broken = check({
      valid: false,
      summary: 'The signature does not match this file: it was changed after signing.',
    });
    fakeApi({ 'GET /api/documents/52/verify': { body: broken } });
    renderInDocument(<SealStatus />, returned);
    expect(await screen.findByRole('status', { name: broken.summary })).toHaveTextContent('Signature not valid');
  });

  it('warns when the seal was made for another document', async () => {
    const copied = check({
      sealedForThisDocument: false,
      summary: 'Sealed by DocVue Exchange for another document: this is not the signed file of this document.',
    });
    fakeApi({ 'GET /api/documents/52/verify': { body: copied } });
    renderInDocument(<SealStatus />, returned);
    expect(await screen.findByRole('status', { name: copied.summary })).toHaveTextContent('Signature not valid');
  });

  it('asks nothing for a document nobody signed', () => {
    const server = fakeApi({});
    renderInDocument(<SealStatus />, divisionOrder());
    expect(screen.queryByText(/Signature/)).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
