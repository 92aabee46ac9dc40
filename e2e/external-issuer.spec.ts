import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  API_AUDIENCE,
  API_RESOURCE,
  CLIENT_ID,
  ISSUER_SCOPE,
  startTestIssuer,
  type TestIssuer,
} from '../apps/server/test/oidc/external-issuer.js';
import { acceptLicence, openAccountMenu, skipWelcome } from './support/sign-in';

/*
 * Sign-in with a company's own identity provider, in the browser: a second product server (the
 * README's start, on the web app the journeys' server built) signs people in at a real
 * oidc-provider issuer with its own keys, resource indicators taken strictly. A person without an
 * account is told why and how to get access instead of being sent round the landing page; a
 * company's administrator is linked by the verified e-mail, and is offered no password to reset.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
/** Where Playwright's server built the web app (playwright.config.ts). */
const webDist = path.join(os.tmpdir(), `docvue-e2e-web-${process.env.E2E_PORT ?? 3100}`);
const run = Date.now().toString().slice(-5);
const adminEmail = `admin.${run}@opal-midstream.example`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

let issuer: TestIssuer;
let server: ChildProcess;
let dataDir: string;
let baseUrl: string;

test.beforeAll(async () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'starts a server of its own beside the journeys’ one');
  test.setTimeout(180_000);
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  issuer = await startTestIssuer({ appUrl: baseUrl });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-e2e-idp-'));
  let stderr = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_AUDIENCE: API_AUDIENCE,
      OIDC_RESOURCE: API_RESOURCE,
      OIDC_SCOPE: ISSUER_SCOPE,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server stopped at start:\n${stderr}`);
        return fetch(`${baseUrl}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
  const registered = await fetch(`${baseUrl}/api/companyRegistration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      legalName: `Opal Midstream ${run} LLC`,
      addressLineOne: '1 Pipeline Rd',
      city: 'Odessa',
      state: 'TX',
      zipCode: '79761',
      taxNumber: `75-70${run}`,
      userFirstName: 'Opal',
      userLastName: 'Admin',
      userEmail: adminEmail,
      partyTypeIds: [5],
    }),
  });
  expect(registered.status).toBe(201);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await issuer?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** From the landing page through the issuer's own sign-in and consent pages, back into the app. */
async function signInAtIssuer(page: Page, login: string) {
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('with the company’s own identity provider: a stranger is told how to get access, the administrator is linked and has no password to reset', async ({
  page,
}) => {
  issuer.people.set('idp-stranger', { email: `stranger.${run}@opal-midstream.example`, email_verified: true });
  issuer.people.set('idp-admin', { email: adminEmail, email_verified: true });

  await page.goto(`${baseUrl}/inbox`);
  await signInAtIssuer(page, 'idp-stranger');
  await expect(page.getByRole('heading', { name: 'No DocVue Exchange account' })).toBeVisible();
  await expect(
    page.getByText(`No DocVue Exchange account has the e-mail address stranger.${run}@opal-midstream.example.`),
  ).toBeVisible();
  await expect(page.getByText(/ask an administrator of your company on DocVue Exchange/)).toBeVisible();
  // Signed out at the issuer too, so that another person can sign in on this browser.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${baseUrl}/landingpage`);

  await signInAtIssuer(page, 'idp-admin');
  await acceptLicence(page);
  await skipWelcome(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Edit my Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reset Password' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The administrator's own user form: linked, so Unlink Sign-in is there, Reset Password is not.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: adminEmail }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unlink Sign-in' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reset Password' })).toHaveCount(0);
});
