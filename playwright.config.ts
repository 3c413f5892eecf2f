import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_BASE_URL, findChromium } from './tests/e2e/support/env';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    // As in newContextAs: the service worker has journeys of its own (repeatVisit.spec.ts).
    serviceWorkers: 'block',
  },
  outputDir: 'test-results',
});
