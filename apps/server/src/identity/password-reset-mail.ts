import type { Mail } from '../lib/mailer.js';
import { esc } from '../lib/html.js';

export function resetLinkMail(opts: { to: string; firstName: string; link: string }): Mail {
  const greeting = opts.firstName ? `Hello ${opts.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your DocVue Exchange account. Open this link within 1 hour to choose a new password:',
    '',
    opts.link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
    'DocVue Exchange',
  ].join('\n');
  const html = `<p>${esc(greeting)}</p>
<p>Someone asked to reset the password of your DocVue Exchange account. Open this link within 1 hour to choose a new password:</p>
<p><a href="${esc(opts.link)}">Choose a new password</a></p>
<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.</p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: 'Reset your DocVue Exchange password', text, html };
}
