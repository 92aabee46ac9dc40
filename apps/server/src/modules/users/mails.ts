import { esc } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/** 'Send Onboarding E-mail': a new user of a company chooses a password (or signs in with the organisation's provider). */
export function welcomeUserMail(opts: { to: string; firstName: string; link: string; setsPassword: boolean }): Mail {
  const step = opts.setsPassword
    ? 'Choose your password with this link (it works for 7 days), then sign in:'
    : 'Sign in here:';
  const text = [
    `Hello ${opts.firstName},`,
    '',
    'You have an account on DocVue Exchange.',
    '',
    step,
    '',
    opts.link,
    '',
    'DocVue Exchange',
  ].join('\n');
  const html = `<p>Hello ${esc(opts.firstName)},</p>
<p>You have an account on DocVue Exchange.</p>
<p>${esc(step)}</p>
<p><a href="${esc(opts.link)}">${opts.setsPassword ? 'Choose your password' : 'Sign in to DocVue Exchange'}</a></p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: 'Your DocVue Exchange account', text, html };
}
