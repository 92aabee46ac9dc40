/** The module's face: its use cases and types, for the API handlers, jobs and other modules. */
export { companyHandlers } from './handlers.js';
export { createCompany, type CompanyRow, type NewCompany } from './create-company.js';
export { findRegisteredCompany } from './find-registered-company.js';
export { getCompanyName } from './get-company-name.js';
export { listMyCompanies } from './list-my-companies.js';
export { listTerminologies } from './list-terminologies.js';
export { orgUnitTermOf, vendorTermOf } from './terminology.js';
