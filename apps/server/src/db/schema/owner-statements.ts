import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { blobs, documents } from './documents.js';
import { parties } from './parties.js';
import { users } from './users.js';

/**
 * One monthly revenue file an operator uploaded (docs/owner-statement-format.md) and its run:
 * checked, split into owner statements, rendered, routed and notified by the job
 * `statements.run`, which records its progress here. `checksDone` is the run's cursor: the
 * checks of the file, in file order, whose statements (or errors) are committed; after a crash
 * the job reads the file again and starts after them.
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** csv or json */
    format: text('format').notNull(),
    /** queued, running, notifying, done, failed */
    status: text('status').notNull().default('queued'),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    linesRead: integer('lines_read').notNull().default(0),
    checksDone: integer('checks_done').notNull().default(0),
    checksRefused: integer('checks_refused').notNull().default(0),
    statementsMade: integer('statements_made').notNull().default(0),
    ownersNotified: integer('owners_notified').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Why the whole run stopped (a file that cannot be read at all), shown with the run. */
    failure: text('failure'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('statement_runs_company_idx').on(t.companyId, t.id)],
);

/** Every problem found in a run's file, at its line (1 = the header) and column. */
export const statementRunErrors = pgTable(
  'statement_run_errors',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => statementRuns.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    column: text('column'),
    checkNumber: text('check_number'),
    message: text('message').notNull(),
  },
  (t) => [index('statement_run_errors_run_idx').on(t.runId, t.lineNumber, t.id)],
);

/**
 * The data of one owner statement (one owner, one check): the structured record behind the
 * document (`documentId`), which carries the rendered PDF. The operator's owner number and the
 * check number name it once per operator: the run's idempotent key, so a run taken up again
 * after a crash, or the same file uploaded twice, never makes a statement twice.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id').references(() => statementRuns.id, { onDelete: 'set null' }),
    senderCompanyId: integer('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    receiverCompanyId: integer('receiver_company_id').references(() => companies.id, { onDelete: 'set null' }),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'set null' }),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    ownerNumber: text('owner_number').notNull(),
    ownerName: text('owner_name').notNull(),
    checkNumber: text('check_number').notNull(),
    checkDate: date('check_date').notNull(),
    checkAmountCents: bigint('check_amount_cents', { mode: 'number' }).notNull(),
    operatorName: text('operator_name').notNull(),
    operatorAddress: text('operator_address').notNull(),
    operatorPhone: text('operator_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_statements_check_uq').on(t.senderCompanyId, t.ownerNumber, t.checkNumber),
    uniqueIndex('owner_statements_document_uq').on(t.documentId),
    // The owner's view and the 1099 tie-out: a receiving company's statements by check date.
    index('owner_statements_receiver_idx').on(t.receiverCompanyId, t.checkDate),
    index('owner_statements_run_idx').on(t.runId, t.receiverCompanyId),
  ],
);

/** A statement's detail lines, amounts in cents and quantities as exact decimals. */
export const ownerStatementLines = pgTable(
  'owner_statement_lines',
  {
    statementId: integer('statement_id')
      .notNull()
      .references(() => ownerStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    propertyId: text('property_id').notNull(),
    propertyName: text('property_name').notNull(),
    county: text('county').notNull(),
    state: text('state').notNull(),
    /** The month of sale, YYYY-MM. */
    saleMonth: text('sale_month').notNull(),
    productCode: text('product_code').notNull(),
    transactionCode: text('transaction_code').notNull(),
    volume: numeric('volume').notNull(),
    price: numeric('price').notNull(),
    ownerDecimal: numeric('owner_decimal').notNull(),
    ownerGrossCents: bigint('owner_gross_cents', { mode: 'number' }).notNull(),
    productionTaxCents: bigint('production_tax_cents', { mode: 'number' }).notNull(),
    windfallTaxCents: bigint('windfall_tax_cents', { mode: 'number' }).notNull(),
    deductionsCents: bigint('deductions_cents', { mode: 'number' }).notNull(),
    ownerNetCents: bigint('owner_net_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.lineNo] })],
);

/** The owners a run told (once each, however many checks they have in it): the notification's idempotent key. */
export const statementRunOwners = pgTable(
  'statement_run_owners',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => statementRuns.id, { onDelete: 'cascade' }),
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.receiverCompanyId] })],
);
