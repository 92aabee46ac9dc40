import { RouteStatus, type DocumentTemplateId, type RouteStatusId } from '@docvue/contracts';
import { cityLine, demoCompany, type CompanyKey } from '../demo-data/companies.js';
import { demoParty } from '../demo-data/parties.js';
import { daysBefore } from '../format.js';
import type { PdfAddress } from '../sample-pdfs/types.js';

/** One seeded document: what goes into the documents, metadata and line-item tables, and its file. */
export interface DemoDocument {
  ref: string;
  templateId: DocumentTemplateId;
  sender: CompanyKey;
  /** The receiving party: a key in the sender's address book. */
  to: string;
  status: RouteStatusId | null;
  fileName: string;
  /** E-mail of the sender's user who uploaded it. */
  uploadedBy: string;
  createdAt: Date;
  sentAt: Date | null;
  updatedAt: Date;
  /** Values by metadata key, as stored (amounts "1234.50", dates "YYYY-MM-DD"). */
  metadata: Record<string, string>;
  /** Cells by line-item column key. */
  lineItems: Record<string, string>[];
  renderPdf(): Promise<Uint8Array>;
  /** Set on a resubmitted document: the ref of its successor. */
  resubmittedAs?: string;
}

/** Statuses a document only has once it was sent to the receiver. */
const unsentStatuses: readonly (RouteStatusId | null)[] = [null, RouteStatus.New, RouteStatus.Pending];

export function isSent(status: RouteStatusId | null): boolean {
  return !unsentStatuses.includes(status);
}

/**
 * Timestamps of a document: uploaded mid-morning Central time `daysAgo` days before now, sent
 * and last changed later (on the same day at the earliest). Every day count is at least 1,
 * so nothing lands in the future.
 */
export function timeline(
  now: Date,
  t: { status: RouteStatusId | null; daysAgo: number; sentDaysAgo?: number; updatedDaysAgo?: number },
): { createdAt: Date; sentAt: Date | null; updatedAt: Date } {
  const at = (days: number, hourUtc: number) => {
    if (days < 1) throw new Error('Demo documents are dated at least one day back');
    const d = daysBefore(now, days);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d;
  };
  const createdAt = at(t.daysAgo, 15);
  const sentAt = isSent(t.status) ? at(t.sentDaysAgo ?? t.daysAgo, 18) : null;
  const updatedAt = t.updatedDaysAgo !== undefined ? at(t.updatedDaysAgo, 20) : (sentAt ?? createdAt);
  return { createdAt, sentAt, updatedAt };
}

export function addressLines(a: {
  addressLineOne: string;
  addressLineTwo?: string;
  city: string;
  state: string;
  zipCode: string;
}): string[] {
  return [a.addressLineTwo ? `${a.addressLineOne}, ${a.addressLineTwo}` : a.addressLineOne, cityLine(a)];
}

export function companyAddress(key: CompanyKey): PdfAddress & { phone: string; taxNumber: string } {
  const c = demoCompany(key);
  return { name: c.legalName, addressLines: addressLines(c), phone: c.phone, taxNumber: c.taxNumber };
}

/** The receiver as the sender's address book has it, with its number there. */
export function partyAddress(owner: CompanyKey, partnerKey: string): PdfAddress & { number: string } {
  const p = demoParty(owner, partnerKey);
  return { name: p.name, addressLines: addressLines(p), number: p.number };
}

/** "Permian Basin Oilfield Services LLC" → "Permian-Basin-Oilfield-Services-LLC" for file names. */
export function slug(s: string): string {
  return s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
