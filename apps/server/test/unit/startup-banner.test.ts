import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startupBanner } from '../../src/lib/startup-banner.js';

const demoLogins = () => 'ap@redmesaenergy.example  Demo!2345';

describe('what npm start prints', () => {
  it('lists the demo sign-ins with the built-in provider', () => {
    const banner = startupBanner(loadConfig({ DATA_DIR: '/tmp/unused', SEED: 'demo' }), demoLogins);
    expect(banner).toContain('Demo sign-ins:\nap@redmesaenergy.example  Demo!2345');
  });

  it("prints no demo password with the company's own identity provider, but where people sign in", () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/unused',
      SEED: 'demo',
      PUBLIC_URL: 'https://docvue.example',
      OIDC_ISSUER: 'https://idp.example/realms/oil',
      OIDC_CLIENT_ID: 'docvue-web',
      OIDC_AUDIENCE: 'docvue-api',
    });
    const banner = startupBanner(config, demoLogins);
    expect(banner).not.toContain('Demo!2345');
    expect(banner).not.toContain('Demo sign-ins');
    expect(banner).toContain(
      'Sign-in: https://idp.example/realms/oil (client docvue-web); readiness: https://docvue.example/api/ready',
    );
  });
});
