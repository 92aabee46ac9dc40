import type { Queryable } from '../db/client.js';
import { addressSetParties, addressSets, blobs, legalDocumentShares, legalDocuments } from '../db/schema/index.js';
import { demoCompany } from './demo-data/companies.js';
import { demoAddressSets, demoDayFrom, demoPrivacyOf, type DemoLegalDocument } from './demo-data/company-records.js';
import type { NetworkIds } from './insert-network.js';

export type StoredLegalDocument = DemoLegalDocument & { sha256: string; size: number };

/** The demo companies' address sets and company documents (W-9s, an insurance certificate). */
export async function insertCompanyRecords(
  db: Queryable,
  ids: NetworkIds,
  docs: readonly StoredLegalDocument[],
  now: Date,
) {
  for (const s of demoAddressSets) {
    const owner = demoCompany(s.owner);
    const main = {
      lineOne: owner.addressLineOne,
      lineTwo: owner.addressLineTwo ?? null,
      city: owner.city,
      state: owner.state,
      zipCode: owner.zipCode,
    };
    const payment = s.payment === 'main' ? { addressee: null, ...main } : { ...s.payment, lineTwo: null };
    const tax = s.tax === 'main' ? { addressee: null, ...main } : { ...s.tax, lineTwo: null };
    const [row] = await db
      .insert(addressSets)
      .values({
        companyId: ids.company(s.owner),
        name: s.name,
        code: s.code,
        mainAddressLineOne: main.lineOne,
        mainAddressLineTwo: main.lineTwo,
        mainCity: main.city,
        mainState: main.state,
        mainZipCode: main.zipCode,
        paymentAddresseeName: payment.addressee,
        paymentAddressLineOne: payment.lineOne,
        paymentAddressLineTwo: payment.lineTwo,
        paymentCity: payment.city,
        paymentState: payment.state,
        paymentZipCode: payment.zipCode,
        paymentAddressSameAsMain: s.payment === 'main',
        taxAddresseeName: tax.addressee,
        taxAddressLineOne: tax.lineOne,
        taxAddressLineTwo: tax.lineTwo,
        taxCity: tax.city,
        taxState: tax.state,
        taxZipCode: tax.zipCode,
        taxAddressSameAsMain: s.tax === 'main',
      })
      .returning({ id: addressSets.id });
    await db
      .insert(addressSetParties)
      .values(s.parties.map((p) => ({ addressSetId: row!.id, partyId: ids.party(s.owner, p).id })));
  }

  if (docs.length === 0) return;
  await db
    .insert(blobs)
    .values(docs.map((d) => ({ sha256: d.sha256, size: d.size, mimeType: 'application/pdf' })))
    .onConflictDoNothing({ target: blobs.sha256 });
  for (const d of docs) {
    const [row] = await db
      .insert(legalDocuments)
      .values({
        companyId: ids.company(d.owner),
        legalDocumentTypeId: d.type,
        privacySettingId: demoPrivacyOf(d),
        isActive: true,
        blobSha256: d.sha256,
        fileName: d.fileName,
        fileSize: d.size,
        mimeType: 'application/pdf',
        expiresOn: d.expiresInDays === undefined ? null : demoDayFrom(now, d.expiresInDays),
        w9: d.w9 ?? null,
      })
      .returning({ id: legalDocuments.id });
    if (d.sharedWith.length > 0) {
      await db
        .insert(legalDocumentShares)
        .values(d.sharedWith.map((p) => ({ legalDocumentId: row!.id, partyId: ids.party(d.owner, p).id })));
    }
  }
}
