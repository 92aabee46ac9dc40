import { api } from '@docvue/contracts';
import { fakeApi } from '@/testing/fake-api';
import { fetchLogo } from './fetch-logo';

describe('fetchLogo', () => {
  it('is null for a company without a logo (204), as for one the caller may not see (404)', async () => {
    fakeApi({ 'GET /api/logo': { status: 204 } });
    await expect(fetchLogo(api.getLogo)).resolves.toBeNull();
    fakeApi({});
    await expect(fetchLogo(api.getCompanyLogo, { params: { companyId: 7 } })).resolves.toBeNull();
  });
});
