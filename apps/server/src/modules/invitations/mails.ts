import { esc } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/** The e-mail that invites a partner to the network, with its registration link. */
export function invitationMail(opts: { to: string; senderCompany: string; partyName: string; link: string }): Mail {
  const text = [
    'Hello,',
    '',
    `${opts.senderCompany} invites ${opts.partyName} to exchange business documents with them on DocVue Exchange: invoices, division orders, statements and tax forms, with every document's status in one place.`,
    '',
    'Register your company with this link (it works for 30 days):',
    '',
    opts.link,
    '',
    'DocVue Exchange',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${esc(opts.senderCompany)} invites ${esc(opts.partyName)} to exchange business documents with them on DocVue Exchange: invoices, division orders, statements and tax forms, with every document's status in one place.</p>
<p><a href="${esc(opts.link)}">Register your company</a> (the link works for 30 days).</p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: `${opts.senderCompany} invites you to DocVue Exchange`, text, html };
}
