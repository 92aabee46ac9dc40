import type { CompanySummary } from '@docvue/contracts';
import { chooseCompany } from './choose-company';

const company = (id: number, extra: Partial<CompanySummary> = {}): CompanySummary => ({
  id,
  name: `Company ${id}`,
  url: null,
  isCloud: false,
  onBoardingProcessPending: false,
  ...extra,
});

describe('chooseCompany', () => {
  it('keeps the stored company when it is still one of the user’s', () => {
    expect(chooseCompany([company(1), company(2)], 2)).toEqual({ kind: 'company', company: company(2) });
  });

  it('falls back to the first company when the stored one is gone or missing', () => {
    expect(chooseCompany([company(1), company(2)], 9)).toEqual({ kind: 'company', company: company(1) });
    expect(chooseCompany([company(1), company(2)], undefined)).toEqual({ kind: 'company', company: company(1) });
  });

  it('never chooses a cloud company to work in here', () => {
    const cloud = company(3, { isCloud: true, url: 'https://cloud.example' });
    expect(chooseCompany([cloud, company(1)], 3)).toEqual({ kind: 'company', company: company(1) });
  });

  it('sends a user with only cloud companies to a cloud host', () => {
    const cloud = company(3, { isCloud: true, url: 'https://cloud.example' });
    expect(chooseCompany([cloud], undefined)).toEqual({ kind: 'cloud', company: cloud });
  });

  it('has nothing for a user without companies', () => {
    expect(chooseCompany([], undefined)).toEqual({ kind: 'none' });
    expect(chooseCompany([company(4, { isCloud: true })], undefined)).toEqual({ kind: 'none' });
  });
});
