import type { OrgUnit } from '@docvue/contracts';

export const orgUnit = (id: number, name: string, code: string, extra: Partial<OrgUnit> = {}): OrgUnit => ({
  id,
  name,
  code,
  phone: null,
  addressLineOne: null,
  addressLineTwo: null,
  city: null,
  state: null,
  zipCode: null,
  isActive: true,
  ...extra,
});

export const permian = orgUnit(21, 'Permian Basin', 'PB', { city: 'Midland', state: 'TX', phone: '432-555-0100' });
export const eagleFord = orgUnit(22, 'Eagle Ford', 'EF', { city: 'San Antonio', state: 'TX' });
export const sanJuan = orgUnit(23, 'San Juan', 'SJ', { city: 'Farmington', state: 'NM', isActive: false });

export const orgUnitsReply = (units: OrgUnit[]) => ({
  body: { items: units, totalRecords: units.length, pageSize: 10000 },
});
