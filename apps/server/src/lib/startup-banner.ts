import type { Config } from '../config.js';

/**
 * What `npm start` prints once the server listens. The demo sign-ins are the built-in provider's
 * e-mails and passwords: with the company's own identity provider nobody can use them, so then it
 * says where people sign in instead.
 */
export function startupBanner(config: Config, demoLogins: () => string): string {
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `DocVue Exchange is running at ${config.publicUrl}  (database: ${where})`,
    `API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.oidc.kind === 'external') {
    lines.push(
      `Sign-in: ${config.oidc.issuer} (client ${config.oidc.clientId}); readiness: ${config.publicUrl}/api/ready`,
    );
  } else if (config.seed === 'demo') {
    lines.push('', `Demo sign-ins:\n${demoLogins()}`, '');
  }
  return lines.join('\n');
}
