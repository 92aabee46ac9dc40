/** The module's face: what the API handlers, jobs and other modules may use. */
export { companyHandlers } from './handlers.js';
export { createCompany } from './create-company.js';
export { orgUnitTermOf, vendorTermOf } from './terminology.js';
export { presentCompanySummary, presentTerminologies } from './presenter.js';
export {
  allCompaniesOnNetwork,
  companiesByIds,
  companiesOfUser,
  terminologiesOfCompany,
  type CompanyRow,
} from './repository.js';
