/**
 * Server-rendered pages of the built-in sign-in: no scripts of ours besides the logout
 * auto-submit, no external fonts or assets. Every value that reaches HTML goes through esc().
 */

import { esc } from '../../lib/html.js';

const styles = `
:root{--brand:#0f4c81;--brand-dark:#0a3660;--ink:#1f2933;--muted:#52606d;--line:#cbd2d9;--bg:#f0f4f8;--error:#b42318;--error-bg:#fef3f2;--ok:#05603a;--ok-bg:#ecfdf3}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;flex-direction:column;align-items:center;padding:48px 16px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:24px;font-weight:700;font-size:1.25rem;color:var(--brand)}
.brand svg{flex:none}
main{width:100%;max-width:400px;background:#fff;border:1px solid var(--line);border-radius:8px;padding:32px 28px;box-shadow:0 1px 3px rgba(16,24,40,.08)}
h1{font-size:1.375rem;margin:0 0 20px;line-height:1.3}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 6px}
input{display:block;width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:6px;margin:0 0 18px;background:#fff;color:var(--ink)}
input[aria-invalid=true]{border-color:var(--error)}
button{display:block;width:100%;font:inherit;font-weight:600;padding:11px 12px;border:0;border-radius:6px;background:var(--brand);color:#fff;cursor:pointer}
button:hover{background:var(--brand-dark)}
button.secondary{background:#fff;color:var(--brand);border:1px solid var(--line);margin-top:10px}
a{color:var(--brand)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
input:focus-visible{outline-offset:0}
.alert{border-radius:6px;padding:12px 14px;margin:0 0 20px}
.alert.error{background:var(--error-bg);color:var(--error);border:1px solid #fecdca}
.alert.ok{background:var(--ok-bg);color:var(--ok);border:1px solid #abefc6}
.links{margin:18px 0 0;text-align:center}
.hint{color:var(--muted);font-size:.875rem;margin:-12px 0 18px}
footer{margin-top:24px;color:var(--muted);font-size:.8125rem}
@media (max-width:420px){body{padding:24px 12px}main{padding:24px 18px}}
`;

const logo = `<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false"><rect width="28" height="28" rx="6" fill="#0f4c81"/><path d="M8 7h6a7 7 0 0 1 0 14H8zM12 11v6h2a3 3 0 0 0 0-6z" fill="#fff" fill-rule="evenodd"/></svg>`;

export function page(title: string, body: string, opts: { script?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${styles}</style>
</head>
<body>
<div class="brand">${logo}<span>DocVue Exchange</span></div>
<main>
${body}
</main>
<footer>DocVue Exchange &middot; document exchange network</footer>
${opts.script ? `<script>${opts.script}</script>` : ''}
</body>
</html>`;
}

export type Alert = { kind: 'error' | 'ok'; text: string } | undefined;

function alertBox(alert: Alert): string {
  if (!alert) return '';
  const role = alert.kind === 'error' ? 'alert' : 'status';
  return `<div class="alert ${alert.kind}" role="${role}" id="form-alert">${esc(alert.text)}</div>`;
}

export const SIGN_IN_TITLE = 'Sign in to DocVue Exchange';

export function signInPage(opts: { action: string; email?: string; alert?: Alert; forgotUrl: string }): string {
  const invalid = opts.alert?.kind === 'error';
  const described = invalid ? ' aria-describedby="form-alert" aria-invalid="true"' : '';
  return page(
    SIGN_IN_TITLE,
    `<h1>${SIGN_IN_TITLE}</h1>
${alertBox(opts.alert)}
<form method="post" action="${esc(opts.action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required value="${esc(opts.email)}"${described}${opts.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${opts.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${esc(opts.forgotUrl)}">Forgot your password?</a></p>`,
  );
}

export function forgotPasswordPage(opts: { action: string; email?: string; alert?: Alert; backUrl?: string }): string {
  const sent = opts.alert?.kind === 'ok';
  const form = sent
    ? ''
    : `<p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
<form method="post" action="${esc(opts.action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required autofocus value="${esc(opts.email)}"${opts.alert ? ' aria-describedby="form-alert" aria-invalid="true"' : ''}>
<button type="submit">Send reset link</button>
</form>`;
  const back = opts.backUrl ? `<p class="links"><a href="${esc(opts.backUrl)}">Back to sign in</a></p>` : '';
  return page(
    'Reset your password - DocVue Exchange',
    `<h1>Reset your password</h1>\n${alertBox(opts.alert)}\n${form}\n${back}`,
  );
}

export function newPasswordPage(opts: { action: string; email: string; alert?: Alert; minLength: number }): string {
  const described = opts.alert
    ? ' aria-describedby="form-alert password-hint" aria-invalid="true"'
    : ' aria-describedby="password-hint"';
  return page(
    'Choose a new password - DocVue Exchange',
    `<h1>Choose a new password</h1>
${alertBox(opts.alert)}
<form method="post" action="${esc(opts.action)}" novalidate>
<input type="text" name="username" autocomplete="username" value="${esc(opts.email)}" hidden readonly>
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${opts.minLength}" autofocus${described}>
<p class="hint" id="password-hint">At least ${opts.minLength} characters.</p>
<label for="confirm">Confirm new password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${opts.minLength}">
<button type="submit">Set new password</button>
</form>`,
  );
}

/**
 * The page of a link mailed to a new address: a button makes it the account's. Opening the link
 * alone changes nothing, since mail scanners open links too.
 */
export function confirmEmailPage(opts: { action: string; newEmail: string }): string {
  return page(
    'Confirm your new e-mail address - DocVue Exchange',
    `<h1>Confirm your new e-mail address</h1>
<p>Sign in to DocVue Exchange with <strong>${esc(opts.newEmail)}</strong> from now on.</p>
<form method="post" action="${esc(opts.action)}">
<button type="submit">Confirm ${esc(opts.newEmail)}</button>
</form>`,
  );
}

export function signInLinkPage(opts: { action: string; email: string }): string {
  return page(
    'Sign in from this browser - DocVue Exchange',
    `<h1>Sign in from this browser</h1>
<p>This browser will be able to sign in as <strong>${esc(opts.email)}</strong>. Continue only if you typed your password in it a moment ago.</p>
<form method="post" action="${esc(opts.action)}">
<button type="submit">Sign in from this browser</button>
</form>`,
  );
}

export function messagePage(title: string, alert: Alert, link?: { href: string; text: string }): string {
  const linkHtml = link ? `<p class="links"><a href="${esc(link.href)}">${esc(link.text)}</a></p>` : '';
  return page(`${title} - DocVue Exchange`, `<h1>${esc(title)}</h1>\n${alertBox(alert)}\n${linkHtml}`);
}

/**
 * The provider's logout confirmation. `form` is oidc-provider's own hidden form (with its
 * xsrf value); when our own app asked (with its id token) the page submits itself, so
 * "Logout" in the app is one click; without script the button still works.
 */
export function signOutPage(form: string, autoSubmit: boolean): string {
  const script = autoSubmit
    ? `var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();`
    : undefined;
  return page(
    'Sign out - DocVue Exchange',
    `<h1>Sign out of DocVue Exchange?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
    { script },
  );
}
