// Whole-system journeys: the production topology started natively by
// scripts/topology (MariaDB, the API with NODE_ENV=production, nginx with the shipped gateway
// configuration, the built shell and remotes), every request going through nginx.
// `npx playwright test -c playwright.system.config.ts`. With E2E_BASE_URL set, the journeys run
// against that deployment instead and nothing is started (the operator journey then skips;
// E2E_ADMIN_USERNAME/PASSWORD log in, E2E_UPLOADS_DIR is its uploads folder if this machine can
// write it). `npm run test:compose` runs them so against the docker compose stack.
import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';

// Tells the journeys they run under this configuration (playwright.config.ts finds them too).
process.env.SYSTEM_E2E = '1';
// scripts/topology reads these; fixing them here keeps the scripts and the journeys in step.
process.env.TOPOLOGY_PORT_BASE ??= '8700';
process.env.TOPOLOGY_RUN_DIR ??= join(__dirname, '.tmp', 'ops', 'system');
const gateway = `http://127.0.0.1:${Number(process.env.TOPOLOGY_PORT_BASE) + 1}`;

export default defineConfig({
  testDir: 'e2e/system',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // Generous: CI shares two cores with the unit suites that run before.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Not under test-results/: the npm start suite empties that folder when it starts.
  outputDir: '.tmp/ops/system-results',
  globalSetup: './e2e/system/support/global-setup.ts',
  globalTeardown: './e2e/system/support/global-teardown.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? gateway,
    trace: 'retain-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
