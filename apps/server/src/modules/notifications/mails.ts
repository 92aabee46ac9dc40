import { NotificationAction } from '@docvue/contracts';
import { LOGO_CID, type QueuedMail } from '../../jobs/mail.js';
import { esc } from '../../lib/html.js';

export interface NotificationMailInput {
  to: string;
  firstName: string;
  title: string;
  message: string;
  actionId: number | null;
  actionData: string | null;
  /** The company it is about (whose action raised it), and whether it has a logo to show. */
  sourceCompanyId: number | null;
  sourceCompanyName: string | null;
  sourceHasLogo: boolean;
  /** The company the recipient sees it in: the link selects it, whichever company they last worked in. */
  companyId: number;
  companyName: string;
  publicUrl: string;
}

/**
 * Where the notification leads in the product, as the notifications page opens it, in the
 * company the notification belongs to: a user of several companies whose browser last worked in
 * another would otherwise look for the document there and be told it does not exist.
 */
export function linkOf(
  publicUrl: string,
  n: { actionId: number | null; actionData: string | null; companyId: number },
): string {
  const inCompany = `companyId=${n.companyId}`;
  const data = n.actionData ? encodeURIComponent(n.actionData) : null;
  if (n.actionId === NotificationAction.OpenDocument && data) return `${publicUrl}/documents/${data}?${inCompany}`;
  if (n.actionId === NotificationAction.OpenInvitation && data) {
    return `${publicUrl}/admin/invitations?idByNotification=${data}&${inCompany}`;
  }
  if (n.actionId === NotificationAction.OpenParty && data) return `${publicUrl}/admin/party/${data}?${inCompany}`;
  return `${publicUrl}/notifications?${inCompany}`;
}

/**
 * One notification as an e-mail: what happened, a link to it, and the way to stop these mails
 * (the profile's unsubscribe page, also in the List-Unsubscribe header mail clients show).
 */
export function notificationMail(n: NotificationMailInput): QueuedMail {
  const link = linkOf(n.publicUrl, n);
  const unsubscribe = `${n.publicUrl}/profile/unsubscribe`;
  const from = n.sourceCompanyName ? ` from ${n.sourceCompanyName}` : '';
  const text = [
    `Hello ${n.firstName},`,
    '',
    `${n.title}${from} (${n.companyName}):`,
    n.message,
    '',
    `Open it: ${link}`,
    '',
    '—',
    'DocVue Exchange',
    `You receive these e-mails because notifications by e-mail are on in your profile. Stop them: ${unsubscribe}`,
  ].join('\n');
  const logo =
    n.sourceHasLogo && n.sourceCompanyName
      ? `<p><img src="cid:${LOGO_CID}" alt="${esc(n.sourceCompanyName)}" width="250" height="50"></p>`
      : '';
  const html = `${logo}<p>Hello ${esc(n.firstName)},</p>
<p><strong>${esc(n.title)}</strong>${esc(from)} <span style="color:#555">(${esc(n.companyName)})</span></p>
<p>${esc(n.message)}</p>
<p><a href="${esc(link)}">Open in DocVue Exchange</a></p>
<hr>
<p style="color:#555;font-size:12px">You receive these e-mails because notifications by e-mail are on in your profile.
<a href="${esc(unsubscribe)}">Unsubscribe</a></p>`;
  return {
    to: n.to,
    subject: `${n.title}${from}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    ...(n.sourceHasLogo && n.sourceCompanyId !== null ? { logoCompanyId: n.sourceCompanyId } : {}),
  };
}
