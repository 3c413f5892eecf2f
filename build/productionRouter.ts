import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** React Router's entry points the app imports (through react-router-dom), and their files in its production build. */
const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * React Router 7 publishes a development and a production build, but its package's exports name only the
 * development one, whatever the mode: a production bundle would carry its development warnings and checks
 * (about 200 KB of source before minifying, run on every page's start). The app's build takes the production
 * files instead; the development server and the tests keep what the package names.
 */
export function productionRouter(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'souq:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = PRODUCTION_FILES[source];
      return file ? path.join(packageDir, 'dist', 'production', file) : null;
    },
  };
}
