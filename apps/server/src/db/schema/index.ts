export * from './companies.js';
export * from './users.js';
export * from './org-units.js';
export * from './parties.js';
export * from './document-types.js';
export * from './documents.js';
export * from './platform.js';
