import { UserType } from '@docvue/contracts';
import { and, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { users } from '../db/schema/index.js';
import { queueMail } from '../jobs/mail.js';
import { esc } from '../lib/html.js';
import type { Mail } from '../lib/mailer.js';
import { confirmEmailPageUrl, issueAccountLink, LINK_TTL_MS } from './account-links.js';
import { findUserById } from './repository.js';

/**
 * A person changes their own e-mail (their sign-in name) from their profile: a link is mailed to
 * the new address, and the address becomes theirs when it is opened — so nobody takes an address
 * they cannot read. The answer is the same whether or not another account has the address (then
 * nothing is sent), so the call tells nobody who is on the network.
 */
export async function requestEmailChange(
  app: Pick<AppContext, 'db' | 'config' | 'jobs'>,
  userId: number,
  newEmail: string,
): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (!user) return;
  const [taken] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.emailAddress}) = ${newEmail.toLowerCase()}`, ne(users.userType, UserType.ApiKey)));
  if (taken) return;
  await app.db.transaction(async (tx) => {
    const { token } = await issueAccountLink(tx, user.id, {
      kind: 'email',
      ttlMs: LINK_TTL_MS.email,
      provesAddress: true,
      newEmail,
    });
    await queueMail(tx, [
      confirmEmailMail({
        to: newEmail,
        firstName: user.firstName,
        link: confirmEmailPageUrl(app.config.publicUrl, token),
      }),
    ]);
  });
  app.jobs.kick();
}

function confirmEmailMail(opts: { to: string; firstName: string; link: string }): Mail {
  const text = [
    `Hello ${opts.firstName},`,
    '',
    'You asked to sign in to DocVue Exchange with this e-mail address from now on. Open this link within a day to confirm it:',
    '',
    opts.link,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
    '',
    'DocVue Exchange',
  ].join('\n');
  const html = `<p>Hello ${esc(opts.firstName)},</p>
<p>You asked to sign in to DocVue Exchange with this e-mail address from now on. Open this link within a day to confirm it:</p>
<p><a href="${esc(opts.link)}">Confirm this e-mail address</a></p>
<p>If you did not ask for this, ignore this e-mail: nothing changes.</p>
<p>DocVue Exchange</p>`;
  return { to: opts.to, subject: 'Confirm your new DocVue Exchange e-mail address', text, html };
}
