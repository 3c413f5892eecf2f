import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '../../../src/i18n/useTranslation';

const CATALOGUES = {
  ar: { greeting: 'أهلًا', items_zero: 'لا منتجات', items_one: 'منتج واحد', items_two: 'منتجان', items_few: '{{count}} منتجات', items_many: '{{count}} منتجًا', items_other: '{{count}} منتج', hello: 'أهلًا {{name}}' },
  en: { greeting: 'Hello', items_one: 'one product', items_other: '{{count}} products', hello: 'Hello {{name}}', row: 'Price of {{ name }}: {{price}} ({{name}})', price: '{{value, number}} LE', nested: 'See $t(greeting)' },
} as Record<string, Record<string, string>>; // prettier-ignore

/** An i18next instance whose catalogues arrive when `deliver` is called, as the app's arrive over the network. */
function instance(language = 'ar') {
  const waiting: (() => void)[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (lng, _ns, callback) => waiting.push(() => callback(null, CATALOGUES[lng] ?? {})),
  };
  const i18n = i18next.createInstance();
  void i18n.use(backend).init({
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const deliver = async () => {
    await act(async () => {
      while (waiting.length > 0) waiting.shift()?.();
      await Promise.resolve();
    });
  };
  return { i18n, deliver };
}

/** i18next's own lookup, which the hook's `t` reaches for a text it has not looked up yet. */
type Translator = { translate: (...args: unknown[]) => unknown };

const renderWith = (i18n: I18n, ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </I18nextProvider>,
  );

function Texts({ count = 3, onT }: { count?: number; onT?: (t: unknown) => void }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    onT?.(t);
  }, [t, onT]);
  return (
    <p data-testid="texts" lang={i18n.language}>
      {[t('greeting'), t('items', { count }), t('hello', { name: 'Mona' }), t('missing.key')].join(' | ')}
    </p>
  );
}

/** The hook's `t` over an English instance whose catalogue is in. */
async function englishHook() {
  const { i18n, deliver } = instance('en');
  await deliver();
  const { result } = renderHook(() => useTranslation(), {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { i18n, t: result.current.t };
}

afterEach(cleanup);

describe('useTranslation (src/i18n/useTranslation.ts)', () => {
  it('waits for the language’s catalogue, then shows its texts, plurals and filled-in values', async () => {
    const { i18n, deliver } = instance('ar');
    renderWith(i18n, <Texts count={3} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await deliver();
    expect(await screen.findByTestId('texts')).toHaveTextContent('أهلًا | 3 منتجات | أهلًا Mona | missing.key');
  });

  it('draws again in the new language on a switch, with a new t; not otherwise', async () => {
    const { i18n, deliver } = instance('ar');
    const seen: unknown[] = [];
    const onT = (t: unknown) => seen.push(t);
    const view = renderWith(i18n, <Texts count={11} onT={onT} />);
    await deliver();
    expect(await screen.findByTestId('texts')).toHaveTextContent('11 منتجًا');
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Texts count={1} onT={onT} />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('texts')).toHaveTextContent('منتج واحد');
    expect(seen).toHaveLength(1);

    const switched = i18n.changeLanguage('en');
    await deliver();
    await act(() => switched);
    expect(screen.getByTestId('texts')).toHaveTextContent('Hello | one product | Hello Mona | missing.key');
    expect(screen.getByTestId('texts')).toHaveAttribute('lang', 'en');
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('looks a plain text up once per language, and again once a catalogue is added', async () => {
    const { i18n, t } = await englishHook();
    const translate = vi.spyOn((i18n as unknown as { translator: Translator }).translator, 'translate');
    expect([t('greeting'), t('greeting'), t('greeting')]).toEqual(['Hello', 'Hello', 'Hello']);
    expect(translate).toHaveBeenCalledTimes(1);
    translate.mockClear();
    expect(t('farewell')).toBe('farewell');
    expect(t('farewell')).toBe('farewell');
    expect(translate).toHaveBeenCalledTimes(1);

    i18n.addResourceBundle('en', 'translation', { greeting: 'Hi', farewell: 'Goodbye' }, true, true);
    expect(t('greeting')).toBe('Hi');
    expect(t('farewell')).toBe('Goodbye');
    // Texts with options are worded each time.
    expect(t('items', { count: 2 })).toBe('2 products');
    expect(t('items', { count: 1 })).toBe('one product');
  });

  it('fills values in as i18next does, asking it once per text; formats, nesting, plurals and gaps go to i18next', async () => {
    const { i18n, t } = await englishHook();
    const i18nextWords = (key: string, options: object) => i18n.t(key, options as never);
    const cases: [string, object][] = [
      ['hello', { name: 'Mona' }],
      ['hello', { name: 'منى {{x}} $t(greeting)' }],
      ['row', { name: 'Oil', price: 234.5 }],
      ['row', { name: 'Oil', price: 0, extra: true }],
      ['row', { name: 'Oil' }],
      ['price', { value: 1234.5 }],
      ['nested', { name: 'x' }],
      ['items', { count: 2 }],
      ['hello', { name: 'Mona', lng: 'ar' }],
      ['hello', { name: 'Mona', defaultValue: 'Hi {{name}}' }],
      ['absent', { name: 'Mona' }],
    ];
    for (const [key, options] of cases) expect(t(key, options as never)).toBe(i18nextWords(key, options));

    const translate = vi.spyOn((i18n as unknown as { translator: Translator }).translator, 'translate');
    const getResource = vi.spyOn(i18n, 'getResource');
    expect(t('row', { name: 'Tea', price: '12.00 LE' })).toBe('Price of Tea: 12.00 LE (Tea)');
    expect(t('row', { name: 'Rice', price: 7 })).toBe('Price of Rice: 7 (Rice)');
    expect(translate).not.toHaveBeenCalled();
    expect(getResource).not.toHaveBeenCalled();

    i18n.addResourceBundle('en', 'translation', { row: '{{name}} costs {{price}}' }, true, true);
    expect(t('row', { name: 'Tea', price: 3 })).toBe('Tea costs 3');
  });
});
