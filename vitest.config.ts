import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Server test files the PostgreSQL run leaves out: SQLite's own files and mechanisms, or no data read at all. */
const SQLITE_ONLY_OR_NO_DATA = [
  'migrations',
  'checkpointer',
  'normaliseDigits',
  'notificationOrderIds',
  'search',
  'sqliteSearchIndex',
  'sheetPool',
  'static',
  'http2',
  'plausibility',
  'sheetAbuse',
  'clientErrors',
  'liveStreams',
  'trustProxy',
  // Start the compiled server and its operations commands on SQLite folders; the PostgreSQL settings the
  // server reads are checked there too.
  'deployment',
  'operations',
];

/** Server test files about PostgreSQL's own databases (several instances, upgrades of earlier releases' ones). */
const POSTGRES_ONLY = ['tests/server/instances.test.ts', 'tests/server/postgresMigrations.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest keeps one core free by default; on the two-core machines CI runs on, both cores halve the run.
    maxWorkers: 2,
    // A test's path mirrors its subject's: tests/unit/<path under the repo or src/> and tests/components/<path
    // under src/, without the features/ or components/ level> (tests/components/products/ListingPage.test.tsx
    // renders src/features/products/ListingPage.tsx, tests/components/table/ src/components/table/).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/components.ts'],
          // Room for a few waits of up to 5 seconds each (tests/setup/components.ts), or for filling a long form on a busy
          // machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: POSTGRES_ONLY,
          environment: 'node',
          globalSetup: ['tests/setup/compiledServer.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          // The same API tests on PostgreSQL (tests/setup/postgres.ts), but for those of SQLite's own files
          // (migrations of older files, its search index, its checkpoints) and those that never read the data.
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts'],
          exclude: SQLITE_ONLY_OR_NO_DATA.map((name) => `tests/server/${name}.test.ts`),
          environment: 'node',
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
