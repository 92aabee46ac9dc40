import type { CompanySummary } from '@docvue/contracts';
import { chooseCompany, linkedCompanyIdOf } from './choose-company';

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

  it('takes the company a link names when it is one of the user’s, and ignores it otherwise', () => {
    const cloud = company(3, { isCloud: true, url: 'https://cloud.example' });
    const mine = [company(1), company(2), cloud];
    expect(chooseCompany(mine, 1, 2)).toEqual({ kind: 'company', company: company(2) });
    expect(chooseCompany(mine, 2, 9)).toEqual({ kind: 'company', company: company(2) });
    expect(chooseCompany(mine, 2, 3)).toEqual({ kind: 'company', company: company(2) });
  });

  it('reads a link’s company id, and nothing from anything else', () => {
    expect(linkedCompanyIdOf('5')).toBe(5);
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '99999999999999999999']) {
      expect(linkedCompanyIdOf(value)).toBeUndefined();
    }
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
