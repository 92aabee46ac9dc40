import type { OrgUnit } from '@docvue/contracts';
import type { OwnOrgUnit } from '../../access/org-units.js';

export const presentOrgUnit = (u: OwnOrgUnit): OrgUnit => ({
  id: u.id,
  name: u.name,
  code: u.code,
  phone: u.phone,
  addressLineOne: u.addressLineOne,
  addressLineTwo: u.addressLineTwo,
  city: u.city,
  state: u.state,
  zipCode: u.zipCode,
  isActive: u.isActive,
});
