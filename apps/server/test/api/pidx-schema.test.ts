import { DocumentTemplate, Role } from '@docvue/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, userRoles } from '../../src/db/schema/index.js';
import { readPidx } from '../../src/modules/pidx/read-pidx.js';
import { seedDemoNetwork } from '../../src/seed/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { pidxSchemaErrors } from '../support/pidx-schema.js';

let t: TestApp;
const silent = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.db, { log: silent, dataDir: t.config.dataDir });
}, 120_000);
afterAll(() => t.close());

/** A token of an administrator of the company (who sees every document of it). */
async function adminOf(companyId: number) {
  const [row] = await t.db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.roleId, Role.Administrator)));
  return { token: await t.tokenFor(row!.userId), companyId };
}

describe('PIDX out against the PIDX 1.61 schemas a buyer network ships (issue 41)', () => {
  it('writes every sent demo invoice, for its sender and its receiver, as a valid Invoice and InvoiceResponse that read back', async () => {
    const sent = await t.db
      .select()
      .from(documents)
      .where(
        and(
          inArray(documents.templateId, [DocumentTemplate.ArInvoice]),
          isNotNull(documents.sentAt),
          isNotNull(documents.receiverCompanyId),
        ),
      )
      .orderBy(documents.id);
    expect(sent.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    let written = 0;
    for (const doc of sent) {
      for (const companyId of [doc.senderCompanyId, doc.receiverCompanyId!]) {
        const as = await adminOf(companyId);
        for (const url of [`/api/documents/${doc.id}/pidx`, `/api/documents/${doc.id}/pidx/response`]) {
          const res = await t.call(as, { method: 'GET', url });
          expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
          written++;
          const errors = await pidxSchemaErrors(res.body);
          if (errors.length) failures.push(`${doc.fileName} ${url} as company ${companyId}:\n  ${errors.join('\n  ')}`);
          // The intake still reads what the product writes.
          expect(readPidx(Buffer.from(res.body)).kind).toBe(url.endsWith('/response') ? 'InvoiceResponse' : 'Invoice');
        }
      }
    }
    expect(written).toBe(sent.length * 4);
    expect(failures).toEqual([]);
  });
});
