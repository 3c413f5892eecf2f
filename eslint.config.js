import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The layers of the app (docs/architecture.md), enforced with no-restricted-imports below (ESLint's own rule: the import
 * plugins need native resolver builds the package registry here does not carry for every platform):
 * - src/lib imports only lib (and packages); src/i18n only lib;
 * - src/api imports no feature, component, shared layer or app root;
 * - src/components import no feature, no shared layer and no store: they get what they need by props and callbacks;
 * - src/common, the shared layer (typed hooks, list machinery, toasts, thunk helper), imports no feature, and the
 *   app's root only for its types;
 * - a feature (src/features/<area>/) uses another feature only through that feature's index.ts, and never the app's
 *   root (src/app): what it shares with the others is in src/common;
 * - src/app and src/main.tsx, the app's root, compose everything (store, router, providers, layout);
 * - server/ shares only src/lib with the app.
 * Import cycles across src/ are refused by scripts/checkImportCycles.ts, part of `npm run lint`.
 */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import path that reaches one of these top folders of src/ (written relative to the importing file). */
const reaching = (folders) => `(^|/)(${folders.join('|')})(/|$)|(^|/)main(\\.tsx)?$`;

/**
 * Every call to the API goes through the one axios instance of src/api/client.ts, which adds the token its session
 * guard allows and handles errors once (docs/architecture.md, "Talking to the API"): axios is imported there only,
 * and nothing else calls the network itself. The documented exception is the first screen's reads made before the
 * instance exists (src/api/bootRequest.ts, and src/boot.js before the app's code has arrived): the same reads, with
 * the token the session guard would give; the language catalogues are static files, not the API.
 */
const API_CLIENT = 'src/api/client.ts';
const NETWORK_EXCEPTIONS = ['src/api/bootRequest.ts', 'src/i18n/catalogues.ts'];
const BYPASS =
  'Call the API through apiClient (src/api/client.ts): it adds the session token and handles errors.';
const axiosOnlyInClient = { name: 'axios', message: BYPASS, allowTypeImports: true };
/**
 * Components translate with the app's own hook (src/i18n/useTranslation.ts), which looks a text up once per
 * language: react-i18next's copies the i18next instance for every component and i18next's options for every text.
 */
const appTranslationHook = {
  name: 'react-i18next',
  importNames: ['useTranslation', 'withTranslation', 'Translation'],
  message: 'Translate with useTranslation from src/i18n/useTranslation.ts.',
};
const networkGlobals = ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({
  name,
  message: BYPASS,
}));
const networkProperties = [
  ...['window', 'globalThis', 'self'].flatMap((object) =>
    ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((property) => ({
      object,
      property,
      message: BYPASS,
    })),
  ),
  { object: 'navigator', property: 'sendBeacon', message: BYPASS },
];

const layer = (files, regex, message, more = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }, ...more] }] },
});

const APP_ROOT_MESSAGE =
  'A feature does not reach into the app root (src/app): what features share lives in src/common.';

const layerRules = [
  layer(
    ['src/lib/**/*.ts'],
    reaching(['api', 'app', 'features', 'components', 'i18n']),
    'src/lib is the bottom layer: it imports only other lib files and packages.',
  ),
  layer(
    ['src/i18n/**/*.{ts,tsx}'],
    reaching(['api', 'app', 'features', 'components']),
    'src/i18n sits just above lib: it imports only lib files and packages.',
  ),
  layer(
    ['src/components/**/*.{ts,tsx}'],
    reaching(['app', 'features', 'common']),
    'Shared components take what they need by props and callbacks, not from a feature or the store.',
  ),
  layer(
    ['src/api/**/*.ts'],
    reaching(['app', 'features', 'components', 'common']),
    'The API layer imports no feature, component or app wiring.',
  ),
  // Features are flat folders: `../<other>` is another feature's index.ts, `../<other>/<file>` its insides.
  ...features.map((area) =>
    layer(
      [`src/features/${area}/**/*.{ts,tsx}`],
      `^\\.\\./(?!${area}/)[^./][^/]*/.+`,
      'Import another feature through its public index.ts (src/features/<area>/index.ts), not its internal files.',
      [{ regex: reaching(['app']), message: APP_ROOT_MESSAGE }],
    ),
  ),
  layer(
    ['src/common/**/*.{ts,tsx}'],
    reaching(['features']),
    'The shared layer (src/common) serves the features: it imports none of them.',
  ),
  layer(['server/**/*.ts'], '(^|/)src/(?!lib/)', 'The server shares only src/lib with the app.'),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server*',
      'backups',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never inject HTML: render text so hostile names cannot execute markup.',
        },
        {
          selector: "CallExpression[callee.property.name='read'][callee.object.name=/^XLSX$/]",
          message:
            'XLSX.read has known advisories: parse uploaded spreadsheets with src/lib/spreadsheet/read.ts.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [axiosOnlyInClient, appTranslationHook] },
      ],
      'no-restricted-globals': ['error', ...networkGlobals],
      'no-restricted-properties': ['error', ...networkProperties],
    },
  },
  {
    files: ['src/common/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [axiosOnlyInClient, appTranslationHook],
          patterns: [
            {
              regex: reaching(['app']),
              allowTypeImports: true,
              message: 'The shared layer (src/common) takes only types from the app root (src/app).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [API_CLIENT],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: NETWORK_EXCEPTIONS,
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  ...layerRules,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The service worker the build writes to the site's root (build/serviceWorker.ts).
    files: ['src/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // The worker the start-up script starts to load the formatters' data (vite.config.ts).
    files: ['src/intlWarmup.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.worker } },
  },
  {
    // The start-up script the build writes into its pages: a plain browser script (vite.config.ts).
    files: ['src/boot.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
