import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database.js';
import { makeCompany } from '../support/factories.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { documentSearch, documentTypes } from '../../src/db/schema/index.js';
import { defaultWindows, newestMatches } from '../../src/modules/search/newest-matches.js';
import { searchBlockSize } from '../../src/document-index/fields.js';
import { parseSearchTerm } from '../../src/document-index/tsquery.js';
import { asStatusMachine } from '../../src/modules/status-machine/as-status-machine.js';

let handle: DatabaseHandle;
let vendor: number;
let purchaser: number;
let stranger: number;
/** Every document as [id, companies that may see it, whether its file name holds "walrus"]. */
const docs: [number, number[], boolean][] = [];

/** Ids spread over many recency blocks, as a large network's would be. */
const ids = [
  3, 17, 9_999, 10_000, 10_004, 20_001, 20_002, 31_000, 35_000, 41_000, 41_001, 41_002, 55_555, 60_000, 70_123, 70_124,
  99_999, 100_000, 120_000,
];

beforeAll(async () => {
  handle = await openTestDatabase();
  const db = handle.db;
  vendor = (await makeCompany(db, { partyTypeIds: [PartyType.Vendor] })).id;
  purchaser = (await makeCompany(db, { partyTypeIds: [PartyType.Purchaser] })).id;
  stranger = (await makeCompany(db, { partyTypeIds: [PartyType.Vendor] })).id;
  const typeOf = async (company: number) =>
    (
      await db
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .where(and(eq(documentTypes.companyId, company), eq(documentTypes.templateId, DocumentTemplate.ArInvoice)))
    )[0]!.id;
  const types = { [vendor]: await typeOf(vendor), [stranger]: await typeOf(stranger) };
  for (const [i, id] of ids.entries()) {
    // The vendor sends most (some to the purchaser), the stranger some; two in three mention a walrus.
    const sender = i % 5 === 4 ? stranger : vendor;
    const receiver = sender === vendor && i % 2 === 0 ? purchaser : null;
    const walrus = i % 3 !== 2;
    // Explicit ids: the trigger builds the visibility rows and the search vector with its blocks.
    // A Sent one is made as the status machine would have moved it.
    await db.transaction((tx) =>
      asStatusMachine(tx, () =>
        tx.execute(sql`
          insert into documents (id, sender_company_id, receiver_company_id, document_type_id, template_id, route_status_id, file_name)
          values (${id}, ${sender}, ${receiver}, ${types[sender]!}, ${DocumentTemplate.ArInvoice},
                  ${receiver ? RouteStatus.Sent : RouteStatus.New}, ${walrus ? `walrus-${id}.pdf` : `seal-${id}.pdf`})`),
      ),
    );
    docs.push([id, receiver ? [sender, receiver] : [sender], walrus]);
  }
});
afterAll(() => handle.close());

const expected = (company: number, walrus: boolean, limit: number) =>
  docs
    .filter(([, companies, w]) => companies.includes(company) && w === walrus)
    .map(([id]) => id)
    .sort((a, b) => b - a)
    .slice(0, limit);

describe('newestMatches', () => {
  it('marks each vector with the recency block of every company that may see it', async () => {
    const vectorOf = async (id: number) =>
      (
        await handle.db
          .select({ text: sql<string>`${documentSearch.search}::text` })
          .from(documentSearch)
          .where(eq(documentSearch.documentId, id))
      )[0]?.text;
    const draft = await vectorOf(20_001);
    const sent = await vectorOf(20_002);
    const block = Math.floor(20_001 / searchBlockSize);
    expect(draft).toContain(`'@c${vendor}/${block}'`);
    expect(draft).not.toContain(`'@c${purchaser}/${block}'`); // a draft: the vendor's only
    expect(sent).toContain(`'@c${vendor}/${block}'`);
    expect(sent).toContain(`'@c${purchaser}/${block}'`);
  });

  it('finds the company’s newest matches whichever window answers, and never another company’s', async () => {
    const walrus = (await parseSearchTerm(handle.db, 'walrus'))!.tsquery;
    const seal = (await parseSearchTerm(handle.db, 'seal'))!.tsquery;
    const windows = [
      defaultWindows, // fewer documents than the first window: the whole company at once
      { firstWindow: 2, maxGrowth: 2, maxBlocks: 3 },
      { firstWindow: 1, maxGrowth: 3, maxBlocks: 100 },
      { firstWindow: 3, maxGrowth: 10, maxBlocks: 1 },
    ];
    for (const company of [vendor, purchaser, stranger]) {
      for (const w of windows) {
        for (const limit of [1, 2, 3, 5, 100]) {
          const label = `company ${company}, windows ${JSON.stringify(w)}, limit ${limit}`;
          expect(await newestMatches(handle.db, company, walrus, limit, w), label).toEqual(
            expected(company, true, limit),
          );
          expect(await newestMatches(handle.db, company, seal, limit, w), label).toEqual(
            expected(company, false, limit),
          );
        }
      }
    }
  });

  it('finds nothing for a company without documents', async () => {
    const other = (await makeCompany(handle.db)).id;
    const walrus = (await parseSearchTerm(handle.db, 'walrus'))!.tsquery;
    expect(await newestMatches(handle.db, other, walrus, 10, { firstWindow: 1, maxGrowth: 2, maxBlocks: 5 })).toEqual(
      [],
    );
  });
});
