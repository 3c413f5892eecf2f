import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BUSINESS_LOCATION_VALUES,
  BUSINESS_OWNERSHIP_VALUES,
  GENDER_VALUES,
  GOVERNORATE_VALUES,
  ID_TYPE_VALUES,
  isValidDate,
  RELIGION_VALUES,
  SELLER_TYPE_VALUES,
  SOCIAL_STATUS_VALUES,
} from '../../src/lib/enumerations';
import { isEmail, isPhone } from '../../src/lib/patterns';
import {
  currentUser,
  endAllSessions,
  hashPassword,
  issueToken,
  requireAuth,
  verifyPassword,
} from '../lib/auth';
import { ApiError, MESSAGES, UploadError, type Bilingual } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { parseJson, toUser, type JsonObject, type UserRow } from '../lib/serialize';
import { storedNameOf } from '../lib/fileAccess';
import {
  admitUpload,
  MAX_UPLOAD_BYTES,
  readFilePart,
  sniffImage,
  sniffPdf,
  storeUpload,
} from '../lib/uploads';
import {
  ACCOUNT_MESSAGES,
  cleanName,
  findUserById,
  normalizeIdentifier,
  passwordProblem,
  rethrowAccountConflict,
} from '../lib/users';
import {
  BUSINESS_INFO_FIELDS,
  COMPANY_REGISTRATION_FIELDS,
  KYC_REQUIRED_FIELDS,
} from '../../src/lib/onboardingFields';

const M = {
  invalidDate: { en: 'Invalid date format', ar: 'صيغة التاريخ غير صحيحة' },
  wrongPassword: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  userNotFound: { en: 'User not found', ar: 'المستخدم غير موجود' },
  ...ACCOUNT_MESSAGES,
} as const satisfies Record<string, Bilingual>;

/** Upload failures answer `errors.detail` in both languages, like every upload route. */
const UPLOAD_MESSAGES = {
  fileRequired: { en: 'Please choose a file to upload', ar: 'يرجى اختيار ملف للرفع' },
  notImage: {
    en: 'The file is not a supported image (PNG, JPEG, GIF or WebP)',
    ar: 'الملف ليس صورة مدعومة (PNG أو JPEG أو GIF أو WebP)',
  },
  notImageOrPdf: {
    en: 'The file must be an image (PNG, JPEG, GIF or WebP) or a PDF',
    ar: 'يجب أن يكون الملف صورة (PNG أو JPEG أو GIF أو WebP) أو ملف PDF',
  },
  tooLarge: {
    en: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
    ar: `حجم الملف أكبر من ${MAX_UPLOAD_BYTES / 1024 / 1024} ميجابايت`,
  },
  forbidden: MESSAGES.forbidden,
  userNotFound: M.userNotFound,
} as const satisfies Record<string, Bilingual>;

const text = (maxLength: number) => ({ type: 'string', maxLength, pattern: '\\S' }) as const;
const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] }) as const;
const dateText = { type: 'string', maxLength: 40 } as const;

const KYC_BODY = {
  type: 'object',
  additionalProperties: false,
  required: [...KYC_REQUIRED_FIELDS],
  properties: {
    type: oneOf(ID_TYPE_VALUES),
    id: text(40),
    issue_date: dateText,
    address: text(300),
    qualification: text(120),
    religion: oneOf(RELIGION_VALUES),
    social_status: oneOf(SOCIAL_STATUS_VALUES),
    job: text(120),
    dependents: {
      anyOf: [
        { type: 'string', pattern: '^\\d{0,2}$' },
        { type: 'integer', minimum: 0, maximum: 99 },
      ],
    },
    gender: oneOf(GENDER_VALUES),
    nationality: text(80),
    birthday: dateText,
    seller_type: oneOf(SELLER_TYPE_VALUES),
  },
} as const;

const BUSINESS_INFO_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'response'],
  properties: {
    lang: oneOf(['ar', 'en']),
    response: {
      type: 'object',
      additionalProperties: false,
      required: [...BUSINESS_INFO_FIELDS],
      properties: {
        business_name: text(160),
        business_phone: { type: 'string', pattern: '^\\d{11}$' },
        business_type: text(120),
        business_sector: text(120),
        main_activity: text(160),
        secondary_activity: text(160),
        business_address: text(300),
        business_location: oneOf(BUSINESS_LOCATION_VALUES),
        business_ownership: oneOf(BUSINESS_OWNERSHIP_VALUES),
      },
    },
  },
} as const;

const CR_DATES = ['activity_start_date', 'license_date', 'start_date', 'end_date'] as const;

const CR_BODY = {
  type: 'object',
  additionalProperties: false,
  required: [...COMPANY_REGISTRATION_FIELDS],
  properties: {
    reg_nb: text(60),
    tax_number: text(60),
    activity_start_date: dateText,
    license_date: dateText,
    start_date: dateText,
    end_date: dateText,
    governorate: oneOf(GOVERNORATE_VALUES),
    reg_section: text(160),
    capital: {
      anyOf: [
        { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', maxLength: 20 },
        { type: 'number', minimum: 0 },
      ],
    },
    owner_name: text(160),
  },
} as const;

const GENERAL_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text(120),
    nickname: optionalText(120),
    email: optionalText(254),
    phone_number: optionalText(32),
    default_lang: oneOf(['ar', 'en']),
    primary_address: {
      type: 'object',
      additionalProperties: false,
      properties: {
        city: optionalText(120),
        street: optionalText(200),
        building_number: optionalText(40),
      },
    },
  },
} as const;

const CHANGE_PASSWORD_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['old_password', 'password'],
  properties: { old_password: optionalText(128), password: optionalText(128) },
} as const;

type KycBody = Record<string, string | number | undefined>;
type BusinessInfoBody = { lang: 'ar' | 'en'; response: Record<string, string> };
type CrBody = Record<string, string | number>;
type GeneralBody = {
  name?: string;
  nickname?: string;
  email?: string;
  phone_number?: string;
  default_lang?: 'ar' | 'en';
  primary_address?: Record<string, string>;
};

/** Which document an upload route writes, and which file types it accepts (SPEC.md §7). */
type DocumentSlot = {
  path: string;
  kind: 'kyc_front' | 'kyc_back' | 'company_reg';
  column: 'kyc' | 'company_registration';
  key: 'front' | 'back' | 'doc';
  allowPdf: boolean;
};

const DOCUMENT_SLOTS: DocumentSlot[] = [
  { path: '/accounts/add-front-id', kind: 'kyc_front', column: 'kyc', key: 'front', allowPdf: false },
  { path: '/accounts/add-back-id', kind: 'kyc_back', column: 'kyc', key: 'back', allowPdf: false },
  {
    path: '/accounts/add-company-reg',
    kind: 'company_reg',
    column: 'company_registration',
    key: 'doc',
    allowPdf: true,
  },
];

const trimmed = (value: string | number | undefined): string =>
  typeof value === 'number' ? String(value) : (value ?? '').trim();

/**
 * Onboarding (KYC, business info, company registration), their documents and the own profile. Every
 * route acts on the caller's own account, except the admin variant of the uploads (`?passed_id=`).
 * Each answers the updated profile, so the app can refresh its copy and the onboarding redirects.
 */
export const onboardingRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db, settings } = app;

  const loadUser = (id: string): UserRow => {
    const user = findUserById(db, id);
    if (!user) throw new ApiError(401, MESSAGES.loginAgain);
    return user;
  };

  const writeJsonColumn = (
    id: string,
    column: 'kyc' | 'business_info' | 'company_registration',
    value: JsonObject,
  ) => {
    db.prepare(`UPDATE users SET ${column} = ?, updated_at = ? WHERE _id = ?`).run(
      JSON.stringify(value),
      nowIso(),
      id,
    );
  };

  const answer = (id: string) => ({ success: true, data: toUser(loadUser(id)) });

  app.put<{ Body: KycBody }>(
    '/accounts/add-kyc',
    { preValidation: requireAuth, schema: { body: KYC_BODY } },
    async (request) => {
      const user = loadUser(currentUser(request).id);
      const body = request.body;
      for (const field of ['issue_date', 'birthday']) {
        if (!isValidDate(trimmed(body[field]))) throw new ApiError(400, M.invalidDate);
      }
      const fields: JsonObject = {};
      for (const [key, value] of Object.entries(body)) fields[key] = trimmed(value);
      // The documents were uploaded separately and stay as they are.
      const current = parseJson<JsonObject>(user.kyc, {});
      writeJsonColumn(user._id, 'kyc', { ...current, ...fields });
      return answer(user._id);
    },
  );

  app.put<{ Body: BusinessInfoBody }>(
    '/accounts/add-business-info',
    { preValidation: requireAuth, schema: { body: BUSINESS_INFO_BODY } },
    async (request) => {
      const user = loadUser(currentUser(request).id);
      const { lang, response } = request.body;
      const block: JsonObject = {};
      // Names shown to admins and buyers: no direction overrides or invisible characters kept.
      for (const [key, value] of Object.entries(response)) block[key] = cleanName(value);
      const current = parseJson<JsonObject>(user.business_info, {});
      // Changed business info goes back to review; the other language's block is kept.
      writeJsonColumn(user._id, 'business_info', { ...current, [lang]: block, approved: 'pending' });
      return answer(user._id);
    },
  );

  app.put<{ Body: CrBody }>(
    '/accounts/add-cr',
    { preValidation: requireAuth, schema: { body: CR_BODY } },
    async (request) => {
      const user = loadUser(currentUser(request).id);
      const fields: JsonObject = {};
      for (const [key, value] of Object.entries(request.body)) fields[key] = trimmed(value);
      for (const field of CR_DATES) {
        const value = String(fields[field]);
        if (!isValidDate(value)) throw new ApiError(400, M.invalidDate);
        // Stored as ISO timestamps whatever precision was sent (SPEC.md §3: dates sent as ISO strings).
        fields[field] = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value).toISOString();
      }
      const current = parseJson<JsonObject>(user.company_registration, {});
      writeJsonColumn(user._id, 'company_registration', { ...current, ...fields });
      return answer(user._id);
    },
  );

  app.put<{ Body: GeneralBody }>(
    '/accounts/update-general',
    { preValidation: requireAuth, schema: { body: GENERAL_BODY } },
    async (request) => {
      const user = loadUser(currentUser(request).id);
      const body = request.body;
      const name = body.name === undefined ? user.name : cleanName(body.name);
      if (!name) throw new ApiError(400, M.nameRequired);
      const email = body.email === undefined ? user.email : normalizeIdentifier(body.email) || null;
      if (email && !isEmail(email)) throw new ApiError(400, M.invalidEmail);
      const phone =
        body.phone_number === undefined ? user.phone_number : normalizeIdentifier(body.phone_number);
      if (!isPhone(phone)) throw new ApiError(400, M.invalidPhone);
      const nickname = body.nickname === undefined ? user.nickname : cleanName(body.nickname) || null;
      const address = body.primary_address
        ? {
            ...parseJson<JsonObject>(user.primary_address, {}),
            ...Object.fromEntries(Object.entries(body.primary_address).map(([k, v]) => [k, v.trim()])),
          }
        : parseJson<JsonObject>(user.primary_address, {});
      try {
        db.prepare(
          `UPDATE users SET name = ?, nickname = ?, email = ?, phone_number = ?, default_lang = ?,
             primary_address = ?, updated_at = ? WHERE _id = ?`,
        ).run(
          name,
          nickname,
          email,
          phone,
          body.default_lang ?? user.default_lang,
          JSON.stringify(address),
          nowIso(),
          user._id,
        );
      } catch (error) {
        rethrowAccountConflict(error);
      }
      return answer(user._id);
    },
  );

  app.put<{ Body: { old_password: string; password: string } }>(
    '/accounts/change-password',
    { preValidation: requireAuth, schema: { body: CHANGE_PASSWORD_BODY } },
    async (request) => {
      const user = loadUser(currentUser(request).id);
      const { old_password: oldPassword, password } = request.body;
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        throw new ApiError(400, M.wrongPassword);
      }
      const weak = passwordProblem(password);
      if (weak) throw new ApiError(400, weak);
      const passwordHash = await hashPassword(password, settings.passwordCost);
      const now = nowIso();
      db.transaction(() => {
        db.prepare(
          'UPDATE users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE _id = ?',
        ).run(passwordHash, now, now, user._id);
        endAllSessions(db, user._id);
        db.prepare(
          `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, created_at)
           VALUES (?, ?, 'password_change', 'user', ?, ?)`,
        ).run(newId(), user._id, user._id, now);
      })();
      // The change ends every session, this one included, so the caller gets a new token.
      const fresh = loadUser(user._id);
      const token = await issueToken(app.tokens, fresh);
      return { success: true, user: { token }, data: toUser(fresh) };
    },
  );

  /**
   * Who the document is for, checked before a byte of the file is read: the caller, or with `?passed_id=`
   * (admins only) the user whose document the admin keeps their own copy of (SPEC.md §7). Then the file,
   * whole and within the size limit, judged by its bytes. The language field the app sends is no longer
   * needed: every refusal carries both languages.
   */
  const readUpload = async (request: FastifyRequest, reply: FastifyReply, slot: DocumentSlot) => {
    const query = request.query as { passed_id?: unknown };
    const caller = currentUser(request);
    admitUpload(request, reply, caller.id);
    const passedId = typeof query.passed_id === 'string' && query.passed_id ? query.passed_id : null;
    if (passedId && !caller.is_admin) throw new UploadError(403, UPLOAD_MESSAGES.forbidden);
    const target = passedId ? findUserById(db, passedId) : loadUser(caller.id);
    if (!target) throw new UploadError(404, UPLOAD_MESSAGES.userNotFound);
    const { buffer } = await readFilePart(request, 'image', MAX_UPLOAD_BYTES, UPLOAD_MESSAGES);
    const type = sniffImage(buffer) ?? (slot.allowPdf ? sniffPdf(buffer) : null);
    if (!type) {
      throw new UploadError(400, slot.allowPdf ? UPLOAD_MESSAGES.notImageOrPdf : UPLOAD_MESSAGES.notImage);
    }
    return { buffer, type, target, asAdmin: passedId !== null, caller };
  };

  for (const slot of DOCUMENT_SLOTS) {
    app.post(slot.path, { preValidation: requireAuth }, async (request, reply) => {
      const { buffer, type, target, asAdmin, caller } = await readUpload(request, reply, slot);
      // The file counts against the user it belongs to, admin copies included; the one it replaces in this
      // slot is deleted (rows and disk), so a slot never holds more than its current file.
      await storeUpload(app, {
        owner: target._id,
        kind: slot.kind,
        buffer,
        type,
        attach: (url) => {
          const now = nowIso();
          const fresh = findUserById(db, target._id) ?? target;
          const column = parseJson<JsonObject>(fresh[slot.column], {});
          const previous = (column[slot.key] ?? {}) as JsonObject;
          // A new file from the owner needs a new review; an admin's copy leaves the review as it was.
          const next = asAdmin
            ? { url: '', approved: 'pending', ...previous, admin_url: url }
            : { admin_url: '', ...previous, url, approved: 'pending' };
          db.prepare(`UPDATE users SET ${slot.column} = ?, updated_at = ? WHERE _id = ?`).run(
            JSON.stringify({ ...column, [slot.key]: next }),
            now,
            target._id,
          );
          if (asAdmin) {
            db.prepare(
              `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
               VALUES (?, ?, 'admin_document_upload', 'user', ?, ?, ?)`,
            ).run(newId(), caller.id, target._id, JSON.stringify({ kind: slot.kind }), now);
          }
          const replaced = storedNameOf(asAdmin ? previous.admin_url : previous.url);
          return replaced ? [replaced] : [];
        },
      });
      return { success: true, user: toUser(loadUser(target._id)) };
    });
  }
};
