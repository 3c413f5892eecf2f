import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (issue 13): each case lints a file that does not exist, at a path
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

const layerProblems = (code: string, filePath: string) =>
  problems(code, filePath, 'import-x/no-restricted-paths');

describe('layer rules (import-x/no-restricted-paths)', () => {
  it('keeps features and the store out of shared components', async () => {
    const feature = await layerProblems(
      "import { languageChanged } from '../features/auth/authSlice';\nexport const bad = languageChanged;\n",
      'src/components/Bad.tsx',
    );
    expect(feature).toEqual([expect.stringContaining('Unexpected path "../features/auth/authSlice"')]);

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

describe('import-x/no-cycle', () => {
  it('reports an import that leads back to the importing file', async () => {
    // src/lib/spreadsheet/columns.ts imports ../arabicSearch: arabicSearch importing columns closes a cycle.
    const cycle = await problems(
      "import { sheetHeaders } from './spreadsheet/columns';\nexport const bad = sheetHeaders;\n",
      'src/lib/arabicSearch.ts',
      'import-x/no-cycle',
    );
    expect(cycle).toHaveLength(1);
  });
});
