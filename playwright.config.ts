// Browser journeys against `npm start` (system Chromium; Playwright never downloads a browser here).
// E2E_PORT lets several suites run side by side; each run starts from an empty DATA_DIR.
import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN } from './e2e/support/admin';

/** Where the newsletter journeys' SMTP server listens (the API's SMTP_URL). */
export const e2eSmtpPort = () => Number(process.env.E2E_PORT ?? 8181) + 2;

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = join(__dirname, '.tmp', `e2e-data-${port}`);

// The config is loaded again in every worker: clean the data only once, before the server starts.
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_BASE_URL && !process.env.PLAYWRIGHT_REUSE) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // e2e/system runs through nginx with its own config (playwright.system.config.ts).
  testIgnore: ['system/**'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: Boolean(process.env.PLAYWRIGHT_REUSE),
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          // The address the journeys use (pages take it from PUBLIC_URL, never from the request).
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
          LOG_LEVEL: 'warn',
          // Every journey posts from 127.0.0.1: more forms than one visitor's burst (the limit has API tests).
          PUBLIC_FORM_BURST: '500',
          // The newsletter journeys start an SMTP server on this port (the renderer has port + 1).
          SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
          MAIL_FROM: 'Mäkké zručnosti <newsletter@example.test>',
        },
      },
});
