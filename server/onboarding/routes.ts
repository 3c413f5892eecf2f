import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { withAsciiDigits, type EntityDefinition } from '../../src/lib/entities/field';
import { bodySchemaOf } from '../../src/lib/entities/jsonSchema';
import { BUSINESS_INFO } from '../../src/lib/entities/onboarding';
import { isValidDate } from '../../src/lib/enumerations';
import { isEmail, isPhone } from '../../src/lib/patterns';
import { idNumberAsStored } from '../../src/lib/plausibility';
import { writeAudit } from '../lib/audit';
import { currentUser, requireAuth } from '../lib/auth';
import { ApiError, MESSAGES, requireFound, UploadError, type Bilingual } from '../lib/errors';
import { storedNameOf } from '../lib/fileAccess';
import { nowIso } from '../lib/ids';
import { envelope, responses, USER_RESPONSES, USER_SCHEMA } from '../lib/responseSchemas';
import type { UserRow } from '../db/schema';
import { parseJson, type JsonObject } from '../lib/json';
import { toUser } from '../lib/serialize';
import { admitUpload, readImagePart, storeUpload } from '../lib/uploads';
import {
  cleanName,
  findUserById,
  loadAccount,
  lockUser,
  normalizeIdentifier,
  rethrowAccountConflict,
  writeUserJson,
  type UserJsonColumn,
} from '../lib/users';
import { DOCUMENT_UPLOAD_MESSAGES, ONBOARDING_MESSAGES as M, PLAUSIBILITY_MESSAGES } from './messages';
import { updateProfile } from './queries';
import {
  BUSINESS_INFO_BODY,
  DOCUMENT_SLOTS,
  DOCUMENT_UPLOAD_QUERY,
  FIELD_SECTIONS,
  GENERAL_BODY,
  sectionDates,
  type BusinessInfoBody,
  type DocumentSlot,
  type FieldsBody,
  type GeneralBody,
} from './schemas';

/** A document upload answers the user whose document it is under `user` (docs/api.md). */
const UPLOAD_RESPONSES = responses(envelope({ user: USER_SCHEMA }));

const trimmed = (value: string | number | undefined): string =>
  typeof value === 'number' ? String(value) : (value ?? '').trim();

const trimmedFields = (body: Record<string, string | number | undefined>): JsonObject =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, trimmed(value)]));

/**
 * Any client may send an ID, a phone or an amount typed on an Arabic keyboard: its digits are made ASCII
 * before the body is checked, so what is stored (and searched) has one spelling. `blockOf` finds the
 * entity's fields in the body.
 */
const asciiDigitsIn =
  (blockOf: (body: Record<string, unknown>) => unknown, entity: EntityDefinition) =>
  async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!body || typeof body !== 'object') return;
    const block = blockOf(body as Record<string, unknown>);
    if (!block || typeof block !== 'object') return;
    Object.assign(block, withAsciiDigits(entity, block as Record<string, unknown>));
  };

/**
 * Onboarding (KYC, business info, company registration), their documents and the own profile. Every
 * route acts on the caller's own account, except the admin variant of the uploads (`?passed_id=`).
 * Each answers the updated profile, so the app can refresh its copy and the onboarding redirects.
 */
export const onboardingRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const answer = async (id: string) => ({ success: true, data: toUser(await loadAccount(db, id)) });

  /** The caller's own record, read to be changed in the transaction `trx`. */
  const lockAccount = async (trx: Db, id: string): Promise<UserRow> =>
    requireFound(await lockUser(trx, id), 401, MESSAGES.loginAgain);

  /** Stores the fields over what the user's column holds, and answers the profile. */
  const mergeInto = async (userId: string, column: UserJsonColumn, fields: JsonObject) => {
    await db.transaction().execute(async (trx) => {
      const user = await lockAccount(trx, userId);
      await writeUserJson(trx, userId, column, { ...parseJson<JsonObject>(user[column], {}), ...fields });
    });
    return answer(userId);
  };

  /**
   * KYC and company registration: the fields, trimmed, their dates checked and the whole checked for
   * plausibility (the app's form runs the same check), are stored over what the column holds (the documents,
   * uploaded separately, stay as they are). An implausible value answers 400 with its message under its field.
   */
  for (const section of FIELD_SECTIONS) {
    const dates = sectionDates(section.entity);
    app.put<{ Body: FieldsBody }>(
      section.path,
      {
        preValidation: [requireAuth, asciiDigitsIn((body) => body, section.entity)],
        schema: { summary: section.summary, body: bodySchemaOf(section.entity), response: USER_RESPONSES },
      },
      async (request) => {
        const fields = trimmedFields(request.body);
        for (const { name, asTimestamp } of dates) {
          const value = String(fields[name] ?? '');
          if (!isValidDate(value)) throw new ApiError(400, M.invalidDate);
          // Stored as ISO timestamps whatever precision was sent (docs/onboarding.md: dates sent as ISO strings).
          if (asTimestamp) {
            fields[name] = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value).toISOString();
          }
        }
        // "Today" is taken now, at the request, as a calendar day in Egypt.
        const problems = section.check(fields);
        if (problems.length > 0) {
          const fieldMessages: Record<string, Bilingual> = {};
          for (const { field, key } of problems) fieldMessages[field] ??= PLAUSIBILITY_MESSAGES[key];
          throw new ApiError(400, MESSAGES.fieldsToCorrect, fieldMessages);
        }
        if (section.column === 'kyc') fields.id = idNumberAsStored(fields.type, String(fields.id ?? ''));
        return mergeInto(currentUser(request).id, section.column, fields);
      },
    );
  }

  app.put<{ Body: BusinessInfoBody }>(
    '/accounts/add-business-info',
    {
      preValidation: [requireAuth, asciiDigitsIn((body) => body.response, BUSINESS_INFO)],
      schema: {
        summary: 'Send business info in one language for review',
        body: BUSINESS_INFO_BODY,
        response: USER_RESPONSES,
      },
    },
    async (request) => {
      const { lang, response } = request.body;
      const block: JsonObject = {};
      // Names shown to admins and buyers: no direction overrides or invisible characters kept.
      for (const [key, value] of Object.entries(response)) block[key] = cleanName(String(value));
      // Changed business info goes back to review, its old rejection reason with it (JSON drops undefined);
      // the other language's block is kept.
      return mergeInto(currentUser(request).id, 'business_info', {
        [lang]: block,
        approved: 'pending',
        submitted_at: nowIso(),
        reason: undefined,
      });
    },
  );

  app.put<{ Body: GeneralBody }>(
    '/accounts/update-general',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Change name, nickname, e-mail, phone and address',
        body: GENERAL_BODY,
        response: USER_RESPONSES,
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const body = request.body;
      try {
        // Read and written in one transaction: what the body leaves out keeps the value stored at the change.
        await db.transaction().execute(async (trx) => {
          const user = await lockAccount(trx, userId);
          const name = body.name === undefined ? user.name : cleanName(body.name);
          if (!name) throw new ApiError(400, M.nameRequired);
          const email = body.email === undefined ? user.email : normalizeIdentifier(body.email) || null;
          if (email && !isEmail(email)) throw new ApiError(400, M.invalidEmail);
          const phone =
            body.phone_number === undefined ? user.phone_number : normalizeIdentifier(body.phone_number);
          if (!isPhone(phone)) throw new ApiError(400, M.invalidPhone);
          const address = {
            ...parseJson<JsonObject>(user.primary_address, {}),
            ...Object.fromEntries(Object.entries(body.primary_address ?? {}).map(([k, v]) => [k, v.trim()])),
          };
          await updateProfile(trx, userId, {
            name,
            nickname: body.nickname === undefined ? user.nickname : cleanName(body.nickname) || null,
            email,
            phone,
            lang: body.default_lang ?? user.default_lang,
            address,
          });
        });
      } catch (error) {
        rethrowAccountConflict(error);
      }
      return answer(userId);
    },
  );

  /**
   * Who the document is for, checked before a byte of the file is read: the caller, or with `?passed_id=`
   * (admins only) the user whose document the admin keeps their own copy of (docs/api.md). Then the file,
   * whole and within the size limit, judged by its bytes. The language field the app sends is no longer
   * needed: every refusal carries both languages.
   */
  const readUpload = async (request: FastifyRequest, reply: FastifyReply, slot: DocumentSlot) => {
    const query = request.query as { passed_id?: unknown };
    const caller = currentUser(request);
    await admitUpload(request, reply, caller.id);
    const passedId = typeof query.passed_id === 'string' && query.passed_id ? query.passed_id : null;
    if (passedId && !caller.is_admin) throw new UploadError(403, DOCUMENT_UPLOAD_MESSAGES.forbidden);
    const target = passedId ? await findUserById(db, passedId) : await loadAccount(db, caller.id);
    if (!target) throw new UploadError(404, DOCUMENT_UPLOAD_MESSAGES.userNotFound);
    const { buffer, type } = await readImagePart(
      request,
      {
        fileRequired: DOCUMENT_UPLOAD_MESSAGES.fileRequired,
        wrongType: slot.allowPdf ? DOCUMENT_UPLOAD_MESSAGES.notImageOrPdf : DOCUMENT_UPLOAD_MESSAGES.notImage,
      },
      slot.allowPdf,
    );
    return { buffer, type, target, asAdmin: passedId !== null, caller };
  };

  for (const slot of DOCUMENT_SLOTS) {
    app.post(
      slot.path,
      {
        preValidation: requireAuth,
        schema: { summary: slot.summary, querystring: DOCUMENT_UPLOAD_QUERY, response: UPLOAD_RESPONSES },
        config: { multipart: { file: 'image', fields: ['kind', 'language'] } },
      },
      async (request, reply) => {
        const { buffer, type, target, asAdmin, caller } = await readUpload(request, reply, slot);
        // The file counts against the user it belongs to, admin copies included; the one it replaces in this
        // slot is deleted (rows and disk), so a slot never holds more than its current file.
        await storeUpload(app, {
          owner: target._id,
          kind: slot.kind,
          buffer,
          type,
          attach: async (trx, url) => {
            const now = nowIso();
            const fresh = (await lockUser(trx, target._id)) ?? target;
            const column = parseJson<JsonObject>(fresh[slot.column], {});
            const previous = (column[slot.key] ?? {}) as JsonObject;
            // A new file from the owner needs a new review (the old rejection reason goes, JSON drops
            // undefined); an admin's copy leaves the review as it was.
            const next = asAdmin
              ? { url: '', approved: 'pending', submitted_at: now, ...previous, admin_url: url }
              : {
                  admin_url: '',
                  ...previous,
                  url,
                  approved: 'pending',
                  submitted_at: now,
                  reason: undefined,
                };
            await writeUserJson(trx, target._id, slot.column, { ...column, [slot.key]: next }, now);
            if (asAdmin) {
              await writeAudit(trx, {
                actorId: caller.id,
                action: 'admin_document_upload',
                targetType: 'user',
                targetId: target._id,
                details: { kind: slot.kind },
                at: now,
              });
            }
            const replaced = storedNameOf(asAdmin ? previous.admin_url : previous.url);
            return replaced ? [replaced] : [];
          },
        });
        return { success: true, user: toUser(await loadAccount(db, target._id)) };
      },
    );
  }
};
