import { api, idParams, okResponse } from '@docvue/contracts';
import { fakeApi } from '@/testing/fake-api';
import { user } from '@/testing/fixtures';
import { ApiError, call, fetchFile, sendForm, setAccessTokenProvider, upload, uploadFormOf, urlOf } from './api-client';
import { setSelectedCompanyId } from './company-storage';

describe('api client', () => {
  beforeEach(() => setAccessTokenProvider(async () => 'the-token'));
  afterEach(() => setAccessTokenProvider(async () => undefined));

  it('sends the bearer token and the selected company with every call', async () => {
    const server = fakeApi({ 'GET /api/users/current': { body: user() } });
    setSelectedCompanyId(5);
    await call(api.getCurrentUser);
    const [sent] = server.calls;
    expect(sent?.headers.get('authorization')).toBe('Bearer the-token');
    expect(sent?.headers.get('company-id')).toBe('5');
  });

  it('lets a call name another company or none', async () => {
    const server = fakeApi({ 'GET /api/users/current': { body: user() } });
    setSelectedCompanyId(5);
    await call(api.getCurrentUser, undefined, { companyId: 2 });
    await call(api.getCurrentUser, undefined, { companyId: false, anonymous: true });
    expect(server.calls[0]?.headers.get('company-id')).toBe('2');
    expect(server.calls[1]?.headers.has('company-id')).toBe(false);
    expect(server.calls[1]?.headers.has('authorization')).toBe(false);
  });

  it('builds the address from the declaration: method, path parameters, query, JSON body', async () => {
    const server = fakeApi({ 'PUT /api/documents/41/reject': { body: { ok: true } } });
    await call(api.rejectDocument, { params: { id: 41 }, body: { reason: 'Wrong AFE' } });
    expect(server.calls[0]?.method).toBe('PUT');
    expect(server.calls[0]?.body).toEqual({ reason: 'Wrong AFE' });
    expect(urlOf(api.getHistoryDetails, { params: { objectId: 4, historyId: 9 } })).toBe('/api/history/4/details/9');
    expect(urlOf(api.searchParties, { query: { query: 'red mesa', itemsPerPage: 100, partyTypeId: undefined } })).toBe(
      '/api/party/grid/search?query=red+mesa&itemsPerPage=100',
    );
  });

  it('calls only the declared routes: one written by hand, or a declared one moved to another path, does not compile', () => {
    // The web once called PUT /party/{id}/link, which the server does not have.
    const handWritten = {
      name: 'linkParty',
      method: 'PUT',
      path: '/party/:id/link',
      summary: 'Links a party',
      tags: ['parties'],
      params: idParams,
      response: okResponse,
    } as const;
    const moved = { ...api.connectParty, path: '/party/:id/link' } as const;
    const form = new FormData();
    // Never run: `npm run typecheck` fails if any of these compiles.
    const attempts = () => [
      // @ts-expect-error -- not made by defineRoutes
      call(handWritten, { params: { id: 1 } }),
      // @ts-expect-error -- a declared route with a path the server does not have
      call(moved, { params: { id: 1 } }),
      // @ts-expect-error -- the same for files
      fetchFile({ ...api.downloadDocument, path: '/documents/:id/raw' } as const, { params: { id: 1 } }),
      // @ts-expect-error -- and for uploads
      upload({ ...api.uploadDocument, path: '/documents/upload2' } as const, form),
      // @ts-expect-error -- and for forms
      sendForm({ ...api.replaceLegalDocument, method: 'PUT' } as const, form, { params: { id: 1 } }),
    ];
    expect(attempts).toBeTypeOf('function');
  });

  it('builds an upload from the declaration: its form field first, then the file', () => {
    const details = { legalDocumentTypeId: 1, privacySettingId: 1 };
    const form = uploadFormOf(api.uploadLegalDocument, details, new File(['%PDF'], 'w9.pdf'));
    expect([...form.keys()]).toEqual(['details', 'file']);
    expect(JSON.parse(form.get('details') as string)).toEqual(details);
    expect((form.get('file') as File).name).toBe('w9.pdf');
  });

  it('sends a form to a route with path parameters', async () => {
    const server = fakeApi({ 'POST /api/legaldocuments/8/replace': { body: { ok: true } } });
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'coi.pdf'));
    // The answer is not a document: only the address and the form matter here.
    await sendForm(api.replaceLegalDocument, form, { params: { id: 8 } }).catch(() => undefined);
    expect(server.calls[0]?.path).toBe('/api/legaldocuments/8/replace');
    expect((server.calls[0]?.form?.get('file') as File).name).toBe('coi.pdf');
  });

  it('fails with the server’s error.message and code', async () => {
    fakeApi({
      'GET /api/users/current': {
        status: 403,
        body: { error: { message: 'You are not a member of this company.', code: 'not_member_of_company' } },
      },
    });
    const failure = call(api.getCurrentUser);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      code: 'not_member_of_company',
      message: 'You are not a member of this company.',
    });
  });

  it('refuses an answer that does not match the declared response', async () => {
    fakeApi({ 'GET /api/users/current': { body: { id: 'seven' } } });
    await expect(call(api.getCurrentUser)).rejects.toThrow();
  });
});
