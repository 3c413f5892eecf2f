import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n as appI18n } from './index';

/**
 * The app's translation hook, used by every component in place of react-i18next's `useTranslation`: the same
 * `{ t, i18n }`, re-rendering when the language changes and suspending until the language's catalogue is in,
 * without react-i18next's costs per component (a copy of the i18next instance for each one that mounts) and per
 * text (a copy of i18next's options for each lookup). A list's first screen mounts hundreds of components and
 * looks up thousands of texts: those copies were about a quarter of its first render (docs/performance.md).
 *
 * A plain text (a key and nothing else) is looked up once per language and catalogue. A text with values to fill
 * in (`{{name}}`, and nothing but such values among its options) is split once into its fixed parts and filled in
 * here: a table's row asks for several (its labels name the row), and i18next's own path cost more than the rest
 * of the row's render. Anything else (counts, contexts, defaults, formats, nesting) goes to i18next each time.
 */

const NAMESPACE = 'translation';

/** What the hook gives for one language: a stable `t`, so effects that depend on it run again only on a switch. */
type Translation = {
  t: TFunction;
  i18n: I18n;
  language: string;
  /** The language's plain texts looked up so far, emptied whenever a catalogue is added to or removed from i18n. */
  texts: Map<string, string>;
  /** The language's texts with values split into parts so far (null: i18next's to word), emptied likewise. */
  templates: Map<string, Template | null>;
};

/**
 * A text with values to fill in, split at them: `strings` around `names` (one more string than names), so
 * `Hello {{name}}!` is the strings `['Hello ', '!']` around the names `['name']`.
 */
type Template = { strings: string[]; names: string[] };

/** i18next's options that change what a lookup means (plural, context, language, fallback...): not values. */
const LOOKUP_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'keySeparator',
  'nsSeparator',
  'interpolation',
  'skipInterpolation',
  'replace',
  'postProcess',
]);

const onlyValues = (options: object): options is Record<string, string | number> =>
  Object.entries(options).every(
    ([name, value]) =>
      !LOOKUP_OPTIONS.has(name) &&
      !name.startsWith('defaultValue') &&
      (typeof value === 'string' || typeof value === 'number'),
  );

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/**
 * Splits a catalogue text at its `{{name}}` values, or null when i18next must word it: nesting (`$t(...)`), a
 * value with a format (`{{price, number}}`) or a path (`{{user.name}}`), or an unescaped marker (`{{- name}}`).
 */
function templateOf(text: string): Template | null {
  if (text.includes('$t(')) return null;
  const strings: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? '').trim();
    if (!/^[\w$]+$/.test(name)) return null;
    strings.push(text.slice(from, match.index));
    names.push(name);
    from = match.index + match[0].length;
  }
  strings.push(text.slice(from));
  return { strings, names };
}

/** The template filled in, or null when a value it names is not given (i18next then words it, warning). */
function fill(template: Template, values: Record<string, string | number>): string | null {
  let text = template.strings[0] ?? '';
  for (let index = 0; index < template.names.length; index += 1) {
    const value = values[template.names[index] ?? ''];
    if (value === undefined) return null;
    text += String(value) + (template.strings[index + 1] ?? '');
  }
  return text;
}

type InstanceState = {
  current: Translation | null;
  subscribe: (onChange: () => void) => () => void;
  pending: Promise<void> | null;
};

const states = new WeakMap<I18n, InstanceState>();

function stateOf(i18n: I18n): InstanceState {
  let state = states.get(i18n);
  if (state) return state;
  const forget = () => {
    state?.current?.texts.clear();
    state?.current?.templates.clear();
  };
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  state = {
    current: null,
    subscribe: (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    pending: null,
  };
  states.set(i18n, state);
  return state;
}

function translationOf(i18n: I18n): Translation {
  const state = stateOf(i18n);
  const { language } = i18n;
  if (state.current?.language === language) return state.current;
  const texts = new Map<string, string>();
  const templates = new Map<string, Template | null>();
  // Filling in here words a text as i18next would only with its default markers and values left unescaped.
  const { interpolation } = i18n.options;
  const fillsAsI18next =
    interpolation?.escapeValue === false &&
    (interpolation.prefix ?? '{{') === '{{' &&
    (interpolation.suffix ?? '}}') === '}}';
  const templateFor = (key: string): Template | null => {
    if (!fillsAsI18next) return null;
    let template = templates.get(key);
    if (template === undefined) {
      const text: unknown = i18n.getResource(language, NAMESPACE, key);
      template = typeof text === 'string' ? templateOf(text) : null;
      templates.set(key, template);
    }
    return template;
  };
  const translate = i18n.getFixedT(language, NAMESPACE) as unknown as (
    key: unknown,
    ...rest: unknown[]
  ) => string;
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return translate(key, ...rest);
    if (rest.length > 0) {
      const [options] = rest;
      const template =
        rest.length === 1 && typeof options === 'object' && options !== null && onlyValues(options)
          ? templateFor(key)
          : null;
      return (
        (template && fill(template, options as Record<string, string | number>)) ?? translate(key, ...rest)
      );
    }
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      texts.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
  state.current = { t, i18n, language, texts, templates };
  return state.current;
}

const isReady = (i18n: I18n): boolean =>
  Boolean(i18n.isInitialized || i18n.initializedStoreOnce) && i18n.hasLoadedNamespace(NAMESPACE);

/** Settles once the language's catalogue is in; one promise per instance while it loads, as Suspense wants. */
function whenReady(i18n: I18n): Promise<void> {
  const state = stateOf(i18n);
  state.pending ??= new Promise<void>((resolve) => {
    const load = () => {
      i18n.off('initialized', load);
      void i18n.loadNamespaces(NAMESPACE, () => resolve());
    };
    if (i18n.isInitialized) load();
    else i18n.on('initialized', load);
  }).finally(() => {
    state.pending = null;
  });
  return state.pending;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  // The provider's instance (the app's, or the build's while it draws the first screens), else the app's own.
  const i18n = useContext(I18nContext)?.i18n ?? appI18n;
  const { subscribe } = stateOf(i18n);
  const current = () => translationOf(i18n);
  // The build draws the first screens with this hook too (build/prerender.ts): the same snapshot there.
  const translation = useSyncExternalStore(subscribe, current, current);
  if (!isReady(i18n)) throw whenReady(i18n);
  return translation;
}
