import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, makeTestApp } from './helpers';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await makeTestApp();
  admin = await loginAs(app, 'admin');
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin), payload });

const field = (en: string, ar: string, key?: string) => ({
  en,
  ar,
  ...(key === undefined ? {} : { key }),
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text',
});

type Header = { key: string; en: string; ar: string };
const BILINGUAL = { en: expect.any(String), ar: expect.stringMatching(/[\u0600-\u06FF]/) };

describe('category field keys', () => {
  it('refuses a field sharing a key with an earlier one, saying which, and stores nothing', async () => {
    const response = await call('POST', '/category/add', {
      name: { en: 'Lamps', ar: 'مصابيح' },
      headers: [field('Power (W)', 'القدرة'), field('Colour', 'اللون'), field('Power W', 'القدرة بالوات')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: BILINGUAL,
      fields: { 'headers.2.key': { en: expect.stringContaining('Field 1'), ar: expect.any(String) } },
    });
    const codes = ((await call('GET', '/category/')).json().data as { code: string }[]).map((c) => c.code);
    expect(codes).not.toContain('lamps');
  });

  it('refuses a field with no key to make, in both languages', async () => {
    const response = await call('POST', '/category/add', {
      name: { en: 'Lamps', ar: 'مصابيح' },
      headers: [field('Colour', 'اللون'), field('(!)', '؟', '')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'headers.1.key': BILINGUAL });
  });

  it('keys an Arabic-only field by transliteration, takes a typed key, and keeps every field', async () => {
    const response = await call('POST', '/category/add', {
      name: { en: 'Lamps', ar: 'مصابيح' },
      headers: [
        field('Power (W)', 'القدرة'),
        field('اللون', 'اللون'),
        field('Power W', 'القدرة بالوات', 'Power Watts'),
        field('', 'عدد ٣'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const headers = response.json().data.headers as Header[];
    expect(headers.map((header) => header.key)).toEqual(['power_w', 'allwn', 'power_watts', 'add_3']);
  });

  it('keeps stored keys when a category is saved again, and refuses an edit that would make two alike', async () => {
    const electronics = (
      (await call('GET', '/category/')).json().data as {
        _id: string;
        code: string;
        headers: Header[];
      }[]
    ).find((category) => category.code === 'electronics');
    if (!electronics) throw new Error('the seed has electronics');
    const again = await call('PUT', `/category/${electronics._id}`, { headers: electronics.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.headers).toEqual(electronics.headers);

    const clash = await call('PUT', `/category/${electronics._id}`, {
      headers: [...electronics.headers, field('Brand', 'الماركة')],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({
      error: BILINGUAL,
      fields: { [`headers.${electronics.headers.length}.key`]: BILINGUAL },
    });
    const after = (await call('GET', '/category/')).json().data as { code: string; headers: Header[] }[];
    expect(after.find((category) => category.code === 'electronics')?.headers).toEqual(electronics.headers);
  });
});
