import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
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
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
