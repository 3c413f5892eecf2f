/**
 * The catalogue sections the screens a guest can open first need (login, forgot password, the frame around
 * them, errors and toasts of their calls). The build ships them as a small catalogue of their own (about 3 KB
 * instead of 17 KB brotli, build/catalogueParts.ts), which /login waits for; any other page loads the whole
 * catalogue with its code (src/app/router.tsx). Keys of a section not listed here show raw on those screens:
 * tests/components/i18n/firstScreen.test.tsx renders them with only these sections.
 */
export const FIRST_SCREEN_SECTIONS = [
  'access',
  'app',
  'auth',
  'common',
  'errors',
  'layout',
  'toasts',
  'validation',
] as const;
