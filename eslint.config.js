import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The layers of the app (issue 13), enforced by import-x/no-restricted-paths below:
 * - src/lib imports only lib (and packages); src/i18n only lib;
 * - src/api imports no feature, component or app wiring;
 * - src/components import no feature and no store (src/app): they get what they need by props and callbacks;
 * - a feature (src/features/<area>/) uses another feature only through that feature's index.ts;
 * - src/app and src/main.tsx compose everything (router, store, layout);
 * - server/ shares only src/lib with the app.
 * import-x/no-cycle forbids import cycles across src/ (type-only imports excepted).
 */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib is the bottom layer: it imports only other lib files and packages.',
  },
  {
    target: './src/i18n',
    from: './src',
    except: ['./i18n', './lib'],
    message: 'src/i18n sits just above lib: it imports only lib files and packages.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: 'Shared components take what they need by props and callbacks, not from a feature or the store.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/components', './src/app', './src/main.tsx'],
    message: 'The API layer imports no feature, component or app wiring.',
  },
  ...features.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [
      `./${area}`,
      ...features.filter((other) => other !== area).map((other) => `./${other}/index.ts`),
    ],
    message:
      'Import another feature through its public index.ts (src/features/<area>/index.ts), not its internal files.',
  })),
  {
    target: './server',
    from: './src',
    except: ['./lib'],
    message: 'The server shares only src/lib with the app.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'public'] },
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
