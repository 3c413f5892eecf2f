import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import en from '../../../locales/en.json';
import * as rules from '../../../src/lib/validation';

/**
 * Every form schema (src/features/**\/*Schema.ts) and every shared rule (src/lib/validation.ts)
 * is fed random and hostile strings. Each answer must be a clean accept or messages that are catalogue keys
 * (so the user reads a sentence in their language), never a crash. A seeded generator keeps runs identical.
 * See docs/quality.md.
 */

type Catalogue = { [key: string]: string | Catalogue };
const flatten = (tree: Catalogue, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const KEYS = new Set(flatten(en as Catalogue));

/** mulberry32: tiny, fast and good enough to spread inputs; the seed makes every run the same. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POOLS = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
  'ابتثجحخدذرزسشصضطظعغفقكلمنهوىيءآأإؤئة',
  ' \t\n\r',
  '\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u061c',
  '<>&"\'/\\`;:{}[]()$%@!?*=+-_.,#~^|',
  '\u0000\u0001\u001f\u007f\ufeff\u200b\u00ad',
];
const EMOJI = ['😀', '👩🏽‍💻', '🇪🇬', '❤️', '🧪', '𝔘'];

function randomString(next: () => number): string {
  const length = Math.floor(next() ** 2 * 400);
  let text = '';
  for (let index = 0; index < length; index += 1) {
    if (next() < 0.08) {
      text += EMOJI[Math.floor(next() * EMOJI.length)];
      continue;
    }
    const pool = POOLS[Math.floor(next() * POOLS.length)] as string;
    text += pool[Math.floor(next() * pool.length)];
  }
  return text;
}

export const HOSTILE = [
  '',
  ' ',
  'a'.repeat(100_000),
  '1'.repeat(5_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202eevil\u202c.exe',
  '\u200f01012345678\u200f',
  '٠١٠١٢٣٤٥٦٧٨',
  '۰۱۰۱۲۳۴۵۶۷۸',
  'seller@demo.eg\u200b',
  'سمير@مثال.مصر',
  '😀'.repeat(300),
  '👩🏽‍💻🇪🇬',
  "Robert'); DROP TABLE users;--",
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '\u0000',
  'a\u0301\u0301\u0301\u0301',
  'Abcd1234',
  'ABCD-12ab34',
  '01012345678',
  'seller@demo.eg',
];

type AnySchema = yup.Schema;

/** Arguments for schema factories that need one (the demo withdrawal form checks against a balance). */
const FACTORY_ARGS: Record<string, unknown[]> = { bankAccountSchema: [1000] };

const schemaModules = import.meta.glob<Record<string, unknown>>('../../../src/features/**/*Schema.ts', {
  eager: true,
});

function collectSchemas(): { name: string; schema: AnySchema }[] {
  const found: { name: string; schema: AnySchema }[] = [];
  const consider = (file: string, name: string, value: unknown) => {
    if (yup.isSchema(value)) {
      found.push({ name: `${file} ${name}`, schema: value as AnySchema });
      return;
    }
    if (typeof value !== 'function' || !/(Schema|Rule|Text)$/.test(name)) return;
    const made: unknown = (value as (...args: unknown[]) => unknown)(...(FACTORY_ARGS[name] ?? []));
    if (yup.isSchema(made)) found.push({ name: `${file} ${name}()`, schema: made as AnySchema });
  };
  for (const [file, module] of Object.entries(schemaModules)) {
    for (const [name, value] of Object.entries(module))
      consider(file.replace(/^.*src\//, 'src/'), name, value);
  }
  for (const [name, value] of Object.entries(rules)) {
    // requiredText(field) names a field that has a 'required' message in the catalogue.
    const field = [...KEYS].find((key) => key.startsWith('validation.required.'))?.split('.')[2] ?? 'address';
    if (name === 'requiredText') consider('src/lib/validation.ts', name, () => rules.requiredText(field));
    else consider('src/lib/validation.ts', name, value);
  }
  return found;
}

/** A value of the schema's shape with `text` in every string-like field (Formik hands text inputs as strings). */
function fill(schema: AnySchema, text: string, next: () => number): unknown {
  const description = schema.describe() as { type: string };
  if (schema instanceof yup.ObjectSchema) {
    const fields = schema.fields as Record<string, AnySchema>;
    return Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [
        key,
        fill(field, next() < 0.7 ? text : randomString(next), next),
      ]),
    );
  }
  if (schema instanceof yup.ArraySchema) {
    const inner = (schema as yup.ArraySchema<unknown[], yup.AnyObject>).innerType as AnySchema | undefined;
    return inner ? [fill(inner, text, next), fill(inner, randomString(next), next)] : [text];
  }
  switch (description.type) {
    case 'boolean':
      return next() < 0.5;
    case 'number':
      return [Number.NaN, 1e308, -1, 0, 3.14159][Math.floor(next() * 5)];
    default:
      return text;
  }
}

const messageKeys = (error: yup.ValidationError): unknown[] =>
  (error.inner.length > 0 ? error.inner : [error]).map((inner) => inner.message as unknown);

const isCatalogueMessage = (message: unknown): boolean => {
  if (typeof message === 'string') return KEYS.has(message);
  if (typeof message === 'object' && message !== null && 'key' in message) {
    const { key, values } = message as { key: unknown; values?: unknown };
    // A message with a count names the key whose plural forms the catalogue holds (key_one, key_other…).
    return KEYS.has(String(key)) || ('count' in Object(values) && KEYS.has(`${String(key)}_other`));
  }
  return false;
};

async function outcome(
  schema: AnySchema,
  value: unknown,
): Promise<{ crashed?: unknown; messages: unknown[] }> {
  // A lone rule (not an object) is checked as a field of a form, beside the password it may refer to.
  const subject =
    schema instanceof yup.ObjectSchema ? schema : yup.object({ value: schema, password: yup.string() });
  const input = schema instanceof yup.ObjectSchema ? value : { value, password: value };
  try {
    await subject.validate(input, { abortEarly: false });
    return { messages: [] };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { messages: messageKeys(error) };
    return { crashed: error, messages: [] };
  }
}

const SCHEMAS = collectSchemas();
const RANDOM_ROUNDS = 60;

describe('form schemas under hostile and random input', () => {
  it('finds every schema module and shared rule', () => {
    expect(Object.keys(schemaModules).length).toBeGreaterThanOrEqual(3);
    expect(SCHEMAS.length).toBeGreaterThanOrEqual(Object.keys(schemaModules).length);
  });

  for (const { name, schema } of SCHEMAS) {
    it(`${name}: accepts cleanly or answers with catalogue keys, never a crash`, async () => {
      const next = seeded(0x5eed ^ name.length);
      const inputs = [...HOSTILE, ...Array.from({ length: RANDOM_ROUNDS }, () => randomString(next))];
      const problems: string[] = [];
      for (const text of inputs) {
        const value = fill(schema, text, next);
        const { crashed, messages } = await outcome(schema, value);
        if (crashed) problems.push(`crash on ${JSON.stringify(text.slice(0, 40))}: ${String(crashed)}`);
        for (const message of messages) {
          if (!isCatalogueMessage(message))
            problems.push(
              `not a catalogue key for ${JSON.stringify(text.slice(0, 40))}: ${JSON.stringify(message)}`,
            );
        }
      }
      expect([...new Set(problems)].slice(0, 10)).toEqual([]);
    });
  }
});
