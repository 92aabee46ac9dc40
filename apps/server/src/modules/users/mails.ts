import { esc } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/**
 * 'Send Onboarding E-mail': a new user of a company chooses a password (or signs in with the
 * organisation's provider). It names the company and who added them: a mail from an unknown
 * service naming nobody reads as spam.
 */
export function welcomeUserMail(opts: {
  to: string;
  firstName: string;
  link: string;
  setsPassword: boolean;
  company: string;
  addedBy: string | null;
}): Mail {
  const who = opts.addedBy ? `${opts.addedBy} of ${opts.company}` : opts.company;
  const account = `${who} gave you an account on DocVue Exchange, where ${opts.company} exchanges documents with its trading partners.`;
  const step = opts.setsPassword
    ? 'Choose your password with this link (it works for 7 days), then sign in:'
    : 'Sign in here:';
  const text = [`Hello ${opts.firstName},`, '', account, '', step, '', opts.link, '', 'DocVue Exchange'].join('\n');
  const html = `<p>Hello ${esc(opts.firstName)},</p>
<p>${esc(account)}</p>
<p>${esc(step)}</p>
<p><a href="${esc(opts.link)}">${opts.setsPassword ? 'Choose your password' : 'Sign in to DocVue Exchange'}</a></p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: `Your DocVue Exchange account at ${opts.company}`, text, html };
}

/**
 * A company asks a person who has an account to join it. Nothing happens until the person signs in
 * and accepts; the mail names the company and whoever asked, nothing of the person's own.
 */
export function joinRequestMail(opts: { to: string; company: string; requestedBy: string | null; link: string }): Mail {
  const who = opts.requestedBy ? `${opts.requestedBy} of ${opts.company}` : opts.company;
  const lines = [
    'Hello,',
    '',
    `${who} asks you to join ${opts.company} on DocVue Exchange.`,
    '',
    'Sign in with your DocVue Exchange account to accept or decline:',
    '',
    opts.link,
    '',
    'If you do not know this company, decline the request or ignore this e-mail: nothing changes until you accept.',
    '',
    'DocVue Exchange',
  ];
  const html = `<p>Hello,</p>
<p>${esc(who)} asks you to join ${esc(opts.company)} on DocVue Exchange.</p>
<p><a href="${esc(opts.link)}">Accept or decline the request</a></p>
<p>If you do not know this company, decline the request or ignore this e-mail: nothing changes until you accept.</p>
<p>DocVue Exchange</p>`;
  return {
    to: opts.to,
    subject: `${opts.company} asks you to join it on DocVue Exchange`,
    text: lines.join('\n'),
    html,
  };
}
