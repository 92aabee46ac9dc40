import type { DocumentTemplateId } from '@docvue/contracts';
import { achTemplate } from './ach.js';
import { arInvoiceTemplate } from './ar-invoice.js';
import { divisionOrderTemplate } from './division-order.js';
import { form1099Template } from './form-1099.js';
import { ownerStatementTemplate } from './owner-statement.js';
import { runStatementTemplate } from './run-statement.js';
import type { DocumentTemplateDefinition } from './types.js';
import { w9Template } from './w9.js';

export * from './types.js';
export * from './ach.js';
export * from './ar-invoice.js';
export * from './division-order.js';
export * from './form-1099.js';
export * from './owner-statement.js';
export * from './run-statement.js';
export * from './w9.js';

/** The network's templates (docs/design.md §4 "Document types"); every company gets an instance of each. */
export const documentTemplates: readonly DocumentTemplateDefinition[] = [
  arInvoiceTemplate,
  w9Template,
  achTemplate,
  divisionOrderTemplate,
  runStatementTemplate,
  form1099Template,
  ownerStatementTemplate,
];

export const templatesById: ReadonlyMap<DocumentTemplateId, DocumentTemplateDefinition> = new Map(
  documentTemplates.map((t) => [t.templateId, t]),
);

export function templateById(id: DocumentTemplateId): DocumentTemplateDefinition {
  const t = templatesById.get(id);
  if (!t) throw new Error(`Unknown document template ${id}`);
  return t;
}
