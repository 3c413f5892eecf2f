import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/lib/uploads';
import { bearer, loginAs, makeTestApp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A document URL as answered: `/api/v1/files/<expiry>.<signature>/<stored name>`. */
const SIGNED_PNG = /^\/api\/v1\/files\/\d+\.[A-Za-z0-9_-]{43}\/[a-f0-9]{32}\.png$/;

/** A multipart body as a browser's FormData would send it (fields first, then the file). */
async function multipart(
  file: { name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
  fieldName = 'image',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(fieldName, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const KYC = {
  type: 'national_id',
  id: '29005011234567',
  issue_date: '2021-03-15',
  address: '12 Tahrir Street, Cairo',
  qualification: 'Bachelor of Commerce',
  religion: 'muslim',
  social_status: 'single',
  job: 'Trader',
  dependents: '',
  gender: 'female',
  nationality: 'Egyptian',
  birthday: '1990-05-01',
  seller_type: 'supplier',
};

const BUSINESS = {
  business_name: 'متجر النيل',
  business_phone: '01234567890',
  business_type: 'شركة',
  business_sector: 'منسوجات',
  main_activity: 'جملة',
  secondary_activity: 'توزيع',
  business_address: 'القاهرة',
  business_location: 'home',
  business_ownership: 'owned',
};

const CR = {
  reg_nb: '12345',
  tax_number: '123-456-789',
  activity_start_date: '2020-01-01T00:00:00.000Z',
  license_date: '2020-02-01T00:00:00.000Z',
  start_date: '2024-01-01T00:00:00.000Z',
  end_date: '2029-01-01T00:00:00.000Z',
  governorate: 'luxor',
  reg_section: 'Luxor Commercial Registry',
  capital: '250000',
  owner_name: 'Salma Adel',
};

let app: FastifyInstance;
let counter = 0;

/** A brand-new seller per test, so tests do not depend on each other's changes. */
async function newSeller(): Promise<{ token: string; id: string }> {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts/register',
    payload: {
      name: `Onboarding Seller ${counter}`,
      email: `onboarding${counter}@example.com`,
      phone_number: `0155555${String(counter).padStart(4, '0')}`,
      password: 'Start1234',
      is_seller: true,
      default_lang: 'ar',
    },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ user: { token: string }; data: { _id: string } }>();
  return { token: body.user.token, id: body.data._id };
}

beforeAll(async () => {
  app = await makeTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('digits typed on an Arabic keyboard', () => {
  const put = (token: string, path: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/v1/accounts/${path}`, headers: bearer(token), payload });

  it('are accepted in IDs, phones, counts and amounts and stored as ASCII digits', async () => {
    const { token } = await newSeller();
    const kyc = await put(token, 'add-kyc', { ...KYC, id: '٢٩٠٠٥٠١١٢٣٤٥٦٧', dependents: '۳' });
    expect(kyc.statusCode).toBe(200);
    expect(kyc.json().data.kyc).toMatchObject({ id: '29005011234567', dependents: '3' });

    const business = await put(token, 'add-business-info', {
      lang: 'ar',
      response: { ...BUSINESS, business_phone: '٠١٢٣٤٥٦٧٨٩٠' },
    });
    expect(business.statusCode).toBe(200);
    expect(business.json().data.business_info.ar).toMatchObject({
      business_phone: '01234567890',
      business_name: 'متجر النيل',
    });

    const company = await put(token, 'add-cr', { ...CR, reg_nb: '١٢٣٤٥', capital: '٢٥٠٠٠٠٫٥٠' });
    expect(company.statusCode).toBe(200);
    expect(company.json().data.company_registration).toMatchObject({ reg_nb: '12345', capital: '250000.50' });
  });

  it('leave free text as typed', async () => {
    const { token } = await newSeller();
    const kyc = await put(token, 'add-kyc', { ...KYC, address: 'شارع ٥، المنصورة' });
    expect(kyc.json().data.kyc.address).toBe('شارع ٥، المنصورة');
  });
});

describe('PUT /accounts/add-kyc', () => {
  it('stores the KYC fields, keeps uploaded documents and answers the profile', async () => {
    const { token } = await newSeller();
    const upload = await multipart(
      { name: 'front.png', type: 'image/png', bytes: PNG },
      { kind: 'kyc_front' },
    );
    await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/add-front-id',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    // A field the call does not take is refused by name, never dropped silently or stored.
    for (const [extra, name] of [
      [{ is_admin: true }, 'is_admin'],
      [{ front: { url: 'x' } }, 'front'],
    ] as const) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/v1/accounts/add-kyc',
        headers: bearer(token),
        payload: { ...KYC, ...extra },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ [name]: { en: expect.any(String), ar: expect.any(String) } });
    }
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(token),
      payload: KYC,
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<{ data: { kyc: Record<string, unknown>; is_admin: boolean } }>().data;
    expect(user.kyc).toMatchObject({ address: KYC.address, gender: 'female', birthday: '1990-05-01' });
    expect(user.kyc.front).toMatchObject({ approved: 'pending' });
    // Documents are answered as signed, expiring URLs (server/lib/fileAccess.ts).
    expect(String((user.kyc.front as { url: string }).url)).toMatch(SIGNED_PNG);
    expect(user.is_admin).toBe(false);
  });

  it('refuses a guest, a missing field, a value outside the enumeration and a bad date', async () => {
    const { token } = await newSeller();
    const guest = await app.inject({ method: 'PUT', url: '/api/v1/accounts/add-kyc', payload: KYC });
    expect(guest.statusCode).toBe(401);
    const { address: _address, ...withoutAddress } = KYC;
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(token),
      payload: withoutAddress,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      error: { en: 'Please correct the fields marked below', ar: 'يرجى تصحيح الحقول المشار إليها' },
      fields: { address: { en: 'This field is required', ar: 'هذا الحقل مطلوب' } },
    });
    const long = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(token),
      payload: { ...KYC, address: 'ش'.repeat(5000) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({
      address: { en: 'Must be at most 300 characters', ar: 'يجب ألا يزيد عن 300 حرف' },
    });
    const phone = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-business-info',
      headers: bearer(token),
      payload: { lang: 'ar', response: { ...BUSINESS, business_phone: '0123' } },
    });
    expect(phone.json().fields).toEqual({
      'response.business_phone': { en: 'This value is not valid', ar: 'هذه القيمة غير صالحة' },
    });
    const religion = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(token),
      payload: { ...KYC, religion: 'pastafarian' },
    });
    expect(religion.statusCode).toBe(400);
    const date = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(token),
      payload: { ...KYC, birthday: '1990-02-30' },
    });
    expect(date.statusCode).toBe(400);
    expect(date.json()).toMatchObject({ error: { en: 'Invalid date format' } });
    const blank = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(token),
      payload: { ...KYC, job: '   ' },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('PUT /accounts/add-business-info', () => {
  it('stores the block of the given language, keeps the other and puts it back to review', async () => {
    const { token } = await newSeller();
    const english = { ...BUSINESS, business_name: 'Nile Store' };
    await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-business-info',
      headers: bearer(token),
      payload: { lang: 'en', response: english },
    });
    const selfApproved = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-business-info',
      headers: bearer(token),
      payload: { lang: 'ar', response: { ...BUSINESS, approved: 'approved' } },
    });
    expect(selfApproved.statusCode).toBe(400);
    expect(Object.keys(selfApproved.json().fields)).toEqual(['response.approved']);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-business-info',
      headers: bearer(token),
      payload: { lang: 'ar', response: BUSINESS },
    });
    expect(response.statusCode).toBe(200);
    const info = response.json<{ data: { business_info: Record<string, Record<string, string> | string> } }>()
      .data.business_info;
    expect(info.approved).toBe('pending');
    expect(info.ar).toEqual(BUSINESS);
    expect(info.en).toMatchObject({ business_name: 'Nile Store' });
  });

  it('refuses a guest, an unknown language, a short phone and a missing field', async () => {
    const { token } = await newSeller();
    const url = '/api/v1/accounts/add-business-info';
    expect(
      (await app.inject({ method: 'PUT', url, payload: { lang: 'ar', response: BUSINESS } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          headers: bearer(token),
          payload: { lang: 'fr', response: BUSINESS },
        })
      ).statusCode,
    ).toBe(400);
    const phone = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { lang: 'ar', response: { ...BUSINESS, business_phone: '0123' } },
    });
    expect(phone.statusCode).toBe(400);
    const { business_sector: _sector, ...missing } = BUSINESS;
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          headers: bearer(token),
          payload: { lang: 'ar', response: missing },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('PUT /accounts/add-cr', () => {
  it('stores the registration with ISO dates', async () => {
    const { token } = await newSeller();
    const withDocument = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-cr',
      headers: bearer(token),
      payload: { ...CR, license_date: '2020-02-01', doc: { approved: 'approved' } },
    });
    expect(withDocument.statusCode).toBe(400);
    expect(Object.keys(withDocument.json().fields)).toEqual(['doc']);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-cr',
      headers: bearer(token),
      payload: { ...CR, license_date: '2020-02-01' },
    });
    expect(response.statusCode).toBe(200);
    const cr = response.json<{ data: { company_registration: Record<string, unknown> } }>().data
      .company_registration;
    expect(cr).toMatchObject({ ...CR, license_date: '2020-02-01T00:00:00.000Z' });
    expect(cr.doc).toBeUndefined();
  });

  it('refuses a guest, an unknown governorate, an invalid date and a missing owner', async () => {
    const { token } = await newSeller();
    const url = '/api/v1/accounts/add-cr';
    expect((await app.inject({ method: 'PUT', url, payload: CR })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          headers: bearer(token),
          payload: { ...CR, governorate: 'paris' },
        })
      ).statusCode,
    ).toBe(400);
    const date = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { ...CR, end_date: 'tomorrow' },
    });
    expect(date.json()).toMatchObject({ error: { ar: 'صيغة التاريخ غير صحيحة' } });
    const { owner_name: _owner, ...missing } = CR;
    expect(
      (await app.inject({ method: 'PUT', url, headers: bearer(token), payload: missing })).statusCode,
    ).toBe(400);
  });
});

describe('document uploads', () => {
  const post = async (url: string, token: string | null, body: Awaited<ReturnType<typeof multipart>>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? bearer(token) : {}), ...body.headers },
      payload: body.payload,
    });

  it('stores front and back images under unguessable names and serves them', async () => {
    const { token } = await newSeller();
    const front = await post(
      '/api/v1/accounts/add-front-id',
      token,
      await multipart(
        { name: 'id.png', type: 'image/png', bytes: PNG },
        { kind: 'kyc_front', language: 'en' },
      ),
    );
    expect(front.statusCode).toBe(200);
    const back = await post(
      '/api/v1/accounts/add-back-id',
      token,
      await multipart(
        { name: 'back.png', type: 'image/png', bytes: PNG },
        { kind: 'kyc_back', language: 'en' },
      ),
    );
    const user = back.json<{
      success: boolean;
      user: { kyc: { front: { url: string }; back: { url: string; approved: string } } };
    }>();
    expect(user.success).toBe(true);
    expect(user.user.kyc.back.approved).toBe('pending');
    expect(user.user.kyc.front.url).not.toBe(user.user.kyc.back.url);
    expect(user.user.kyc.front.url).not.toContain('id.png');
    const served = await app.inject({ method: 'GET', url: user.user.kyc.front.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('accepts a PDF for the company registration but not for an ID image', async () => {
    const { token } = await newSeller();
    const pdf = { name: 'cr.pdf', type: 'application/pdf', bytes: PDF };
    const company = await post(
      '/api/v1/accounts/add-company-reg',
      token,
      await multipart(pdf, { kind: 'company_reg', language: 'ar' }),
    );
    expect(company.statusCode).toBe(200);
    expect(
      company.json<{ user: { company_registration: { doc: { url: string } } } }>().user.company_registration
        .doc.url,
    ).toMatch(/\.pdf$/);
    const front = await post(
      '/api/v1/accounts/add-front-id',
      token,
      await multipart(pdf, { kind: 'kyc_front', language: 'ar' }),
    );
    expect(front.statusCode).toBe(400);
    expect(front.json()).toEqual({
      success: false,
      errors: {
        detail: {
          en: 'The file is not a supported image (PNG, JPEG, GIF or WebP)',
          ar: 'الملف ليس صورة مدعومة (PNG أو JPEG أو GIF أو WebP)',
        },
      },
    });
  });

  it('judges a file by its bytes: a script named .png is refused', async () => {
    const { token } = await newSeller();
    const fake = { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') };
    const response = await post(
      '/api/v1/accounts/add-back-id',
      token,
      await multipart(fake, { language: 'en' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: {
        detail: {
          en: 'The file is not a supported image (PNG, JPEG, GIF or WebP)',
          ar: 'الملف ليس صورة مدعومة (PNG أو JPEG أو GIF أو WebP)',
        },
      },
    });
  });

  it('refuses a file over the size limit, a missing file and a guest', async () => {
    const { token } = await newSeller();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 10)]);
    const tooLarge = await post(
      '/api/v1/accounts/add-front-id',
      token,
      await multipart({ name: 'big.png', type: 'image/png', bytes: big }, { language: 'en' }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ errors: { detail: unknown } }>().errors.detail).toEqual({
      en: 'The file is larger than 5 MB',
      ar: 'حجم الملف أكبر من 5 ميجابايت',
    });
    const none = await post(
      '/api/v1/accounts/add-front-id',
      token,
      await multipart(null, { language: 'en' }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      success: false,
      errors: { detail: { en: 'Please choose a file to upload', ar: 'يرجى اختيار ملف للرفع' } },
    });
    const guest = await post(
      '/api/v1/accounts/add-front-id',
      null,
      await multipart({ name: 'a.png', type: 'image/png', bytes: PNG }),
    );
    expect(guest.statusCode).toBe(401);
  });

  it('lets an admin store their copy of a user document with passed_id, and refuses a seller', async () => {
    const { id } = await newSeller();
    const adminToken = await loginAs(app, 'admin');
    const sellerToken = await loginAs(app, 'seller');
    const file = { name: 'copy.png', type: 'image/png', bytes: PNG };
    const admin = await post(
      `/api/v1/accounts/add-front-id?passed_id=${id}`,
      adminToken,
      await multipart(file, { kind: 'kyc_front' }),
    );
    expect(admin.statusCode).toBe(200);
    const target = admin.json<{ user: { _id: string; kyc: { front: { admin_url: string; url: string } } } }>()
      .user;
    expect(target._id).toBe(id);
    expect(target.kyc.front.admin_url).toMatch(SIGNED_PNG);
    expect(target.kyc.front.url).toBe('');
    const seller = await post(
      `/api/v1/accounts/add-company-reg?passed_id=${id}`,
      sellerToken,
      await multipart(file),
    );
    expect(seller.statusCode).toBe(403);
    expect(seller.json()).toMatchObject({
      success: false,
      errors: { detail: { en: 'You are not allowed to do this', ar: 'غير مسموح لك بهذا الإجراء' } },
    });
    const missing = await post(
      '/api/v1/accounts/add-front-id?passed_id=000000000000000000000000',
      adminToken,
      await multipart(file, { language: 'en' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /accounts/update-general', () => {
  it('updates the own profile fields and refuses role flags by name', async () => {
    const { token } = await newSeller();
    const flagged = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/update-general',
      headers: bearer(token),
      payload: { name: 'Renamed Seller', is_admin: true },
    });
    expect(flagged.statusCode).toBe(400);
    expect(Object.keys(flagged.json().fields)).toEqual(['is_admin']);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/update-general',
      headers: bearer(token),
      payload: {
        name: 'Renamed Seller',
        nickname: 'Rena',
        primary_address: { city: 'Giza', street: 'Pyramids Road', building_number: '7' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      name: 'Renamed Seller',
      nickname: 'Rena',
      primary_address: { city: 'Giza', street: 'Pyramids Road', building_number: '7' },
      is_admin: false,
    });
  });

  it('refuses a guest, a blank name, a bad phone and a phone another account uses', async () => {
    const { token } = await newSeller();
    const url = '/api/v1/accounts/update-general';
    expect((await app.inject({ method: 'PUT', url, payload: { name: 'x' } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url, headers: bearer(token), payload: { name: ' ' } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url, headers: bearer(token), payload: { phone_number: '123' } }))
        .statusCode,
    ).toBe(400);
    const taken = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { phone_number: '01000000002' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { en: 'This phone number is already registered' } });
  });
});

describe('PUT /accounts/change-password', () => {
  it('needs the current password, applies the rules and issues a new token', async () => {
    const { token } = await newSeller();
    const url = '/api/v1/accounts/change-password';
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          payload: { old_password: 'Start1234', password: 'Next12345' },
        })
      ).statusCode,
    ).toBe(401);
    const wrong = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { old_password: 'Wrong1234', password: 'Next12345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { en: 'The current password is incorrect' } });
    const weak = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { old_password: 'Start1234', password: 'short1' },
    });
    expect(weak.json()).toMatchObject({ error: { en: "Password can't be less than 8 characters" } });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url,
          headers: bearer(token),
          payload: { old_password: 'Start1234' },
        })
      ).statusCode,
    ).toBe(400);

    // Sessions are compared by whole seconds: wait for the next one so the old token is strictly older.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { old_password: 'Start1234', password: 'Next12345' },
    });
    expect(changed.statusCode).toBe(200);
    const next = changed.json<{ user: { token: string } }>().user.token;
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(next) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const email = changed.json<{ data: { email: string } }>().data.email;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email, password: 'Next12345' },
    });
    expect(login.statusCode).toBe(200);
  });
});
