import { achChangeHoldHours } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { esc } from '../../lib/html.js';
import { queueMail } from '../../jobs/mail.js';
import { notifyCompany } from '../notifications/index.js';
import { valuesByKeyOf } from '../../document-index/rows-repository.js';
import { achFormsBetween, companyNames } from './ach-forms-repository.js';

const HOUR = 3_600_000;
const lastDigits = (account: string | null | undefined) => `ending ${(account ?? '').trim().slice(-4) || '—'}`;

/**
 * When the payee that is the caller's company sends an ACH form whose bank account (routing or account
 * number) differs from the one on the form it sent the same payor before: the new account takes effect
 * `achChangeHoldHours` after sending, or on the form's Effective Date when later (docs/design.md §7).
 * Before then, in the transaction of the send, the payee's administrators are notified, the previous
 * form's remittance contact is e-mailed, and the payor's administrators are told to pay the previous
 * account until that time. A first enrolment changes nothing and tells nobody. Returns when the change
 * takes effect, or null when the account did not change.
 */
export async function notifyBankAccountChange(
  tx: Queryable,
  sent: { documentId: number; senderCompanyId: number; receiverCompanyId: number; sentAt: Date },
): Promise<Date | null> {
  const forms = await achFormsBetween(tx, sent.senderCompanyId, sent.receiverCompanyId);
  const previous = forms.filter((f) => f.documentId !== sent.documentId).at(-1);
  if (!previous) return null;
  const values = new Map<number, Record<string, string | null>>();
  for (const m of await valuesByKeyOf(tx, sent.senderCompanyId, [previous.documentId, sent.documentId])) {
    values.set(m.documentId, { ...values.get(m.documentId), [m.key]: m.value });
  }
  const before = values.get(previous.documentId) ?? {};
  const now = values.get(sent.documentId) ?? {};
  if (now.authorizationType === 'Cancellation') return null;
  const same = (k: string) => (before[k] ?? '').trim() === (now[k] ?? '').trim();
  if (same('routingNumber') && same('accountNumber')) return null;

  const held = sent.sentAt.getTime() + achChangeHoldHours * HOUR;
  const effective = now.effectiveDate ? Date.parse(`${now.effectiveDate}T00:00:00Z`) : Number.NaN;
  const takesEffect = new Date(Number.isFinite(effective) && effective > held ? effective : held);
  const when = `${takesEffect.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const names = await companyNames(tx, [sent.senderCompanyId, sent.receiverCompanyId]);
  const payee = names.get(sent.senderCompanyId) ?? 'Your company';
  const payor = names.get(sent.receiverCompanyId) ?? 'the payor';
  const change = `from account ${lastDigits(before.accountNumber)} (routing ${before.routingNumber ?? '—'}) to account ${lastDigits(now.accountNumber)} (routing ${now.routingNumber ?? '—'})`;

  await notifyCompany(tx, {
    companyId: sent.senderCompanyId,
    sourceCompanyId: sent.senderCompanyId,
    title: 'Bank account changed on an ACH form',
    message: `An ACH form sent to ${payor} changes where ${payor} pays ${payee} ${change}. It takes effect ${when}; if nobody in your company made this change, send ${payor} a Cancellation ACH form and call them before then.`,
    target: { documentId: sent.documentId },
    administratorsOnly: true,
  });
  await notifyCompany(tx, {
    companyId: sent.receiverCompanyId,
    sourceCompanyId: sent.senderCompanyId,
    title: 'Bank account change pending',
    message: `${payee} sent an ACH form ${change}. Pay the previous account until ${when}, when the change takes effect.`,
    target: { documentId: sent.documentId },
    administratorsOnly: true,
  });
  const contact = before.remittanceEmail?.trim();
  if (contact && /^[^\s@]+@[^\s@]+$/.test(contact)) {
    const text = [
      'Hello,',
      '',
      `An ACH form sent to ${payor} on behalf of ${payee} changes the bank account for its payments ${change}.`,
      `You are the contact on the previous form. The change takes effect ${when}.`,
      `If you did not expect it, tell ${payee}'s administrators and ${payor} before then.`,
      '',
      'DocVue Exchange',
    ].join('\n');
    await queueMail(tx, [
      {
        to: contact,
        subject: `Bank account change for ${payee}'s payments from ${payor}`,
        text,
        html: text
          .split('\n')
          .map((l) => (l ? `<p>${esc(l)}</p>` : ''))
          .join(''),
      },
    ]);
  }
  return takesEffect;
}
