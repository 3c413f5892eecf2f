import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, sourceFiles } from '../../../scripts/checkImportCycles';

/**
 * The layer rules of eslint.config.js (docs/architecture.md): each case lints a file that does not exist, at a path
 * inside a layer, and checks that the rule reports the forbidden import and lets the allowed one through.
 */
const cwd = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd });
});

async function problems(code: string, filePath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const layerProblems = (code: string, filePath: string) => problems(code, filePath, 'no-restricted-imports');

describe('layer rules (no-restricted-imports by layer)', () => {
  it('keeps features and the store out of shared components', async () => {
    const feature = await layerProblems(
      "import { languageChanged } from '../features/auth/authSlice';\nexport const bad = languageChanged;\n",
      'src/components/Bad.tsx',
    );
    expect(feature).toEqual([expect.stringContaining('not from a feature or the store')]);

    const store = await layerProblems(
      "import { selectLanguage } from '../app/hooks';\nexport const bad = selectLanguage;\n",
      'src/components/Bad.tsx',
    );
    expect(store).toHaveLength(1);

    const allowed = await layerProblems(
      "import { formatNumber } from '../i18n/format';\nimport { Spinner } from './Spinner';\nexport const good = [formatNumber, Spinner];\n",
      'src/components/Good.tsx',
    );
    expect(allowed).toEqual([]);
  });

  it('keeps src/lib free of the app', async () => {
    const bad = await layerProblems(
      "import { apiClient } from '../api/client';\nexport const bad = apiClient;\n",
      'src/lib/bad.ts',
    );
    expect(bad).toEqual([expect.stringContaining('src/lib is the bottom layer')]);

    const i18n = await layerProblems("export { i18n } from '../i18n';\n", 'src/lib/bad.ts');
    expect(i18n).toHaveLength(1);

    const allowed = await layerProblems(
      "import { normalizeForSearch } from './arabicSearch';\nexport const good = normalizeForSearch;\n",
      'src/lib/good.ts',
    );
    expect(allowed).toEqual([]);
  });

  it('keeps src/i18n above lib only', async () => {
    const bad = await layerProblems(
      "import { selectLanguage } from '../app/hooks';\nexport const bad = selectLanguage;\n",
      'src/i18n/bad.ts',
    );
    expect(bad).toEqual([expect.stringContaining('src/i18n sits just above lib')]);
  });

  it('keeps features, components and the app out of the API layer', async () => {
    const bad = await layerProblems(
      "import { fetchCategories } from '../features/categories';\nexport const bad = fetchCategories;\n",
      'src/api/bad.ts',
    );
    expect(bad).toHaveLength(1);

    const allowed = await layerProblems(
      "import type { OrderStatus } from '../lib/orderStatus';\nimport { apiClient } from './client';\nexport const good: [OrderStatus, typeof apiClient] = ['pending', apiClient];\n",
      'src/api/good.ts',
    );
    expect(allowed).toEqual([]);
  });

  it("lets a feature use another feature only through that feature's index.ts", async () => {
    const internal = await layerProblems(
      "import { userdataUpdated } from '../auth/authSlice';\nexport const bad = userdataUpdated;\n",
      'src/features/onboarding/Bad.tsx',
    );
    expect(internal).toEqual([expect.stringContaining('public index.ts')]);

    const publicIndex = await layerProblems(
      "import { userdataUpdated } from '../auth';\nimport { onboardingRoutes } from './routes';\nexport const good = [userdataUpdated, onboardingRoutes];\n",
      'src/features/onboarding/Good.tsx',
    );
    expect(publicIndex).toEqual([]);
  });

  it('lets the server share only src/lib with the app', async () => {
    const bad = await layerProblems(
      "import { apiClient } from '../src/api/client';\nexport const bad = apiClient;\n",
      'server/bad.ts',
    );
    expect(bad).toEqual([expect.stringContaining('only src/lib')]);

    const allowed = await layerProblems(
      "import { PASSWORD_PATTERN } from '../src/lib/patterns';\nexport const good = PASSWORD_PATTERN;\n",
      'server/good.ts',
    );
    expect(allowed).toEqual([]);
  });
});

describe('import cycles (scripts/checkImportCycles.ts)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  const write = (name: string, text: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  };

  it('reports an import that leads back to the importing file', () => {
    const files = [
      write('a.ts', "import { b } from './b';\nexport const a = b;\n"),
      write('b.ts', "export { c as b } from './c';\n"),
      write('c.ts', "import {\n  a,\n} from './a';\nexport const c = a;\n"),
    ];
    const cycles = findCycles(importGraph(files));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.map((file) => path.basename(file))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });

  it('counts a type-only import: a type imported in a circle is a cycle too', () => {
    const files = [
      write('d.ts', "import type { E } from './e';\nexport type D = E;\n"),
      write('e.ts', "import type { D } from './d';\nexport type E = string | D[];\n"),
    ];
    expect(findCycles(importGraph(files)).map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([
      ['d.ts', 'e.ts', 'd.ts'],
    ]);
  });

  it('lets a lazy import() call close no cycle', () => {
    const files = [
      write('g.ts', "import { h } from './h';\nexport const g = h;\n"),
      write('h.ts', "export const h = () => import('./g');\n"),
    ];
    expect(findCycles(importGraph(files))).toEqual([]);
  });

  it.each(['src', 'server'])('finds none in %s/', (folder) => {
    expect(findCycles(importGraph(sourceFiles(path.join(cwd, folder))))).toEqual([]);
  });
});

describe('one way to the API (every call through src/api/client.ts)', () => {
  const bypasses = async (code: string, filePath: string) => [
    ...(await problems(code, filePath, 'no-restricted-globals')),
    ...(await problems(code, filePath, 'no-restricted-properties')),
    ...(await problems(code, filePath, '@typescript-eslint/no-restricted-imports')),
  ];

  it('refuses a call that goes around the axios instance, from any folder', async () => {
    for (const [code, file] of [
      ["export const read = () => fetch('/api/v1/products');\n", 'src/features/products/bad.ts'],
      ["export const read = () => window.fetch('/api/v1/products');\n", 'src/common/bad.ts'],
      ["export const open = () => new EventSource('/api/v1/notifications/stream');\n", 'src/app/bad.ts'],
      [
        "export const send = () => navigator.sendBeacon('/api/v1/client-errors', '');\n",
        'src/components/bad.ts',
      ],
      [
        "import axios from 'axios';\nexport const read = () => axios.get('/api/v1/products');\n",
        'src/api/bad.ts',
      ],
    ]) {
      expect(await bypasses(code!, file!), `${file}: ${code}`).toEqual([
        expect.stringContaining('through apiClient (src/api/client.ts)'),
      ]);
    }
  });

  it('lets the client, its documented early read and axios types through', async () => {
    expect(
      await bypasses(
        "import axios from 'axios';\nexport const load = () => axios.create();\n",
        'src/api/client.ts',
      ),
    ).toEqual([]);
    expect(
      await bypasses("export const read = () => fetch('/api/v1/me');\n", 'src/api/bootRequest.ts'),
    ).toEqual([]);
    expect(
      await bypasses(
        "import type { AxiosError } from 'axios';\nexport type Failure = AxiosError;\n",
        'src/api/errors.ts',
      ),
    ).toEqual([]);
  });
});

describe('the app root and the shared layer', () => {
  it('keeps features out of the app root: what they share is in src/common', async () => {
    expect(
      await layerProblems(
        "import { endSession } from '../../app/session';\nexport const bad = endSession;\n",
        'src/features/orders/bad.ts',
      ),
    ).toEqual([expect.stringContaining('does not reach into the app root')]);
    expect(
      await layerProblems(
        "import { useAppDispatch } from '../../common/hooks';\nexport const good = useAppDispatch;\n",
        'src/features/orders/good.ts',
      ),
    ).toEqual([]);
  });

  it('keeps the shared layer from importing features, and from the app root all but its types', async () => {
    expect(
      await layerProblems(
        "import { loggedOut } from '../features/auth/authSlice';\nexport const bad = loggedOut;\n",
        'src/common/bad.ts',
      ),
    ).toEqual([expect.stringContaining('imports none of them')]);
    const rootProblems = (code: string) =>
      problems(code, 'src/common/bad.ts', '@typescript-eslint/no-restricted-imports');
    expect(
      await rootProblems("import { makeStore } from '../app/store';\nexport const bad = makeStore;\n"),
    ).toEqual([expect.stringContaining('takes only types from the app root')]);
    expect(
      await rootProblems("import type { RootState } from '../app/store';\nexport type Good = RootState;\n"),
    ).toEqual([]);
  });
});
