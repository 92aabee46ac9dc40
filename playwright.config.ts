import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The real product on a port of its own, with a fresh embedded database every run. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL runs the journeys against a server that is already running (e.g. the Vite dev server). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${PORT}`;
const dataDir = path.join(os.tmpdir(), `docvue-e2e-${PORT}`);
/** The web app is built per port too, so runs on different ports do not overwrite each other's files. */
const webDist = path.join(os.tmpdir(), `docvue-e2e-web-${PORT}`);
/** The SMTP relay the product sends its mail to in the journeys, and where they read it (e2e/support/mailbox.ts). */
export const MAILBOX_SMTP_PORT = PORT + 25;
export const MAILBOX_HTTP_PORT = PORT + 26;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two cores: one browser at a time against one server.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: external
    ? undefined
    : [
        {
          // A real SMTP server standing in for the relay outside the product.
          command: 'npx tsx e2e/support/mailbox-server.ts',
          url: `http://127.0.0.1:${MAILBOX_HTTP_PORT}/health`,
          env: { MAILBOX_SMTP_PORT: String(MAILBOX_SMTP_PORT), MAILBOX_HTTP_PORT: String(MAILBOX_HTTP_PORT) },
          timeout: 30_000,
          reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The start command of the README (build the web app, then the server), on a clean data folder.
          command: `rm -rf "${dataDir}" && npm start`,
          url: `${baseURL}/api/health`,
          env: {
            PORT: String(PORT),
            DATA_DIR: dataDir,
            WEB_DIST: webDist,
            PUBLIC_URL: baseURL,
            SEED: 'demo',
            LOG_LEVEL: 'warn',
            SMTP_URL: `smtp://127.0.0.1:${MAILBOX_SMTP_PORT}`,
          },
          // The first start migrates and seeds the demo network.
          timeout: 240_000,
          reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
