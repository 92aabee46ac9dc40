import { currentUser } from '@docvue/contracts';
import { fakeApi } from '@/testing/fake-api';
import { user } from '@/testing/fixtures';
import { api, ApiError, setAccessTokenProvider } from './api-client';
import { setSelectedCompanyId } from './company-storage';

describe('api client', () => {
  beforeEach(() => setAccessTokenProvider(async () => 'the-token'));
  afterEach(() => setAccessTokenProvider(async () => undefined));

  it('sends the bearer token and the selected company with every call', async () => {
    const server = fakeApi({ 'GET /api/users/current': { body: user() } });
    setSelectedCompanyId(5);
    await api.get('/users/current', currentUser);
    const [call] = server.calls;
    expect(call?.headers.get('authorization')).toBe('Bearer the-token');
    expect(call?.headers.get('company-id')).toBe('5');
  });

  it('lets a call name another company or none', async () => {
    const server = fakeApi({ 'GET /api/users/current': { body: user() } });
    setSelectedCompanyId(5);
    await api.get('/users/current', currentUser, { companyId: 2 });
    await api.get('/users/current', currentUser, { companyId: false, anonymous: true });
    expect(server.calls[0]?.headers.get('company-id')).toBe('2');
    expect(server.calls[1]?.headers.has('company-id')).toBe(false);
    expect(server.calls[1]?.headers.has('authorization')).toBe(false);
  });

  it('fails with the server’s error.message', async () => {
    fakeApi({
      'GET /api/users/current': {
        status: 403,
        body: { error: { message: 'You are not a member of this company.', code: 'not_member_of_company' } },
      },
    });
    const failure = api.get('/users/current', currentUser);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      code: 'not_member_of_company',
      message: 'You are not a member of this company.',
    });
  });
});
