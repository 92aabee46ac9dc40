import { esc } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';

/**
 * The new administrator's welcome: a link to set a password (built-in sign-in), or to sign in
 * with the organisation's identity provider.
 */
export function welcomeMail(opts: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
  setsPassword: boolean;
}): Mail {
  const step = opts.setsPassword
    ? 'Choose your password with this link (it works for 7 days), then sign in:'
    : "Sign in with your organisation's account here:";
  const text = [
    `Hello ${opts.firstName},`,
    '',
    `${opts.companyName} is registered on DocVue Exchange, and you are its administrator.`,
    '',
    step,
    '',
    opts.link,
    '',
    'DocVue Exchange',
  ].join('\n');
  const html = `<p>Hello ${esc(opts.firstName)},</p>
<p>${esc(opts.companyName)} is registered on DocVue Exchange, and you are its administrator.</p>
<p>${esc(step)}</p>
<p><a href="${esc(opts.link)}">${opts.setsPassword ? 'Choose your password' : 'Sign in to DocVue Exchange'}</a></p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: 'Welcome to DocVue Exchange', text, html };
}

/**
 * Someone registered a company with the address of a person who has an account: the person is
 * asked to administer it, and nothing happens unless they accept.
 */
export function registeredForYouMail(opts: { to: string; companyName: string; link: string }): Mail {
  const text = [
    'Hello,',
    '',
    `${opts.companyName} was registered on DocVue Exchange with your e-mail address as its administrator.`,
    '',
    'Sign in with your DocVue Exchange account to accept or decline:',
    '',
    opts.link,
    '',
    'If you did not register this company, decline the request or ignore this e-mail: nothing changes until you accept.',
    '',
    'DocVue Exchange',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${esc(opts.companyName)} was registered on DocVue Exchange with your e-mail address as its administrator.</p>
<p><a href="${esc(opts.link)}">Accept or decline</a></p>
<p>If you did not register this company, decline the request or ignore this e-mail: nothing changes until you accept.</p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: `Administer ${opts.companyName} on DocVue Exchange?`, text, html };
}
