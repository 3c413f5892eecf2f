import { toAsciiDigits } from '../../src/lib/digits';
import { randomInt } from 'node:crypto';
import { databaseKind, isUniqueViolation, type Db } from '../db/database';
import { isEmailOrPhone, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '../../src/lib/patterns';
import { ApiError, MESSAGES, requireFound, type Bilingual } from './errors';
import { nowIso } from './ids';
import type { UserRow } from '../db/schema';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALPHANUMERIC = `${LETTERS}23456789`;

const pick = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A user's own referral code in the referral-code pattern (docs/onboarding.md: four letters, hyphen, six letters or digits). */
export const newRefId = async (db: Db): Promise<string> => {
  for (;;) {
    const code = `${pick(LETTERS, 4)}-${pick(ALPHANUMERIC, 6)}`;
    const taken = await db.selectFrom('users').select('_id').where('ref_id', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
};

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('_id', '=', id).$castTo<UserRow>().executeTakeFirst();

/**
 * The user, read to be changed in the caller's transaction (a JSON column merged, an upload counted against the
 * quota): on PostgreSQL the row stays locked until that transaction ends, so two requests cannot both read the
 * old value and the later write drop the earlier one. SQLite needs no lock: its one connection runs one
 * transaction at a time.
 */
export const lockUser = async (trx: Db, id: string): Promise<UserRow | undefined> => {
  const query = trx.selectFrom('users').selectAll().where('_id', '=', id).$castTo<UserRow>();
  return (databaseKind(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
};

/** The account a request acts as: if it is gone, the session is stale and the caller must log in again. */
export const loadAccount = async (db: Db, id: string): Promise<UserRow> =>
  requireFound(await findUserById(db, id), 401, MESSAGES.loginAgain);

/** The JSON columns of a user record that onboarding fills in and admins review. */
export type UserJsonColumn = 'kyc' | 'business_info' | 'company_registration';

/**
 * Replaces one JSON column of a user record (the caller merges what it keeps of the old value, read with
 * lockUser in the same transaction).
 */
export const writeUserJson = async (
  db: Db,
  userId: string,
  column: UserJsonColumn,
  value: Record<string, unknown>,
  at: string = nowIso(),
): Promise<void> => {
  await db
    .updateTable('users')
    .set({ [column]: JSON.stringify(value), updated_at: at })
    .where('_id', '=', userId)
    .execute();
};

/** Zero-width characters, direction marks and controls, the BOM and soft hyphens: invisible on screen. */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/g;

/**
 * An e-mail or phone as the account is keyed: compatibility forms folded (full-width "ａｄｍｉｎ" is "admin"),
 * invisible characters removed, Arabic-Indic digits made ASCII, e-mails in lower case. Two identifiers that look
 * the same are the same account, so nobody can register a look-alike of another's address.
 */
export const normalizeIdentifier = (value: string): string => {
  const folded = toAsciiDigits(value.normalize('NFKC').replace(INVISIBLE, '')).trim();
  return folded.includes('@') ? folded.toLowerCase() : folded;
};

/**
 * A person's or business's name as stored: direction overrides and other invisible characters removed (they
 * can make a name read as another, e.g. U+202E), compatibility forms kept as typed but composed (NFC).
 * Empty when nothing visible is left.
 */
export const cleanName = (value: string): string =>
  value.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();

/** Login and forgot-password accept an e-mail address (any case) or an 11-digit phone number. */
export const findUserByLogin = async (db: Db, emailOrPhone: string): Promise<UserRow | undefined> => {
  const identifier = normalizeIdentifier(emailOrPhone);
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', identifier), eb('phone_number', '=', identifier)]))
    .$castTo<UserRow>()
    .executeTakeFirst();
};

/**
 * What a caller typed to name their account (log in, forgot password), normalized, and the account it names;
 * a value that is neither an e-mail address nor a phone number is refused with `invalid`.
 */
export const lookUpLogin = async (
  db: Db,
  value: string,
  invalid: Bilingual,
): Promise<{ login: string; user: UserRow | undefined }> => {
  const login = normalizeIdentifier(value);
  if (!isEmailOrPhone(login)) throw new ApiError(400, invalid);
  return { login, user: await findUserByLogin(db, login) };
};

/** Answers of the account rules shared by signup and the profile (docs/onboarding.md). */
export const ACCOUNT_RULE_MESSAGES = {
  invalidEmail: { en: 'Invalid Email', ar: 'البريد الإلكتروني غير صالح' },
  invalidPhone: { en: 'Invalid phone number', ar: 'رقم الهاتف غير صالح' },
  nameRequired: { en: 'Name is required', ar: 'الاسم مطلوب' },
  passwordShort: {
    en: "Password can't be less than 8 characters",
    ar: 'لا يمكن أن تقل كلمة المرور عن 8 أحرف',
  },
  passwordPattern: {
    en: 'Password must contain letters from a-z and at least one number',
    ar: 'يجب أن تحتوي كلمة المرور على حروف من a-z ورقم واحد على الأقل',
  },
  emailTaken: { en: 'This e-mail is already registered', ar: 'هذا البريد الإلكتروني مسجل بالفعل' },
  phoneTaken: { en: 'This phone number is already registered', ar: 'رقم الهاتف هذا مسجل بالفعل' },
} as const satisfies Record<string, Bilingual>;

/** Why a new password is refused, or null when it follows the rules. */
export const passwordProblem = (password: string): Bilingual | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_RULE_MESSAGES.passwordShort;
  if (!PASSWORD_PATTERN.test(password)) return ACCOUNT_RULE_MESSAGES.passwordPattern;
  return null;
};

/** Rethrows a failed user write: a taken e-mail or phone number as a 409, anything else unchanged. */
export function rethrowAccountConflict(error: unknown): never {
  if (isUniqueViolation(error, 'users', 'email')) throw new ApiError(409, ACCOUNT_RULE_MESSAGES.emailTaken);
  if (isUniqueViolation(error, 'users', 'phone_number'))
    throw new ApiError(409, ACCOUNT_RULE_MESSAGES.phoneTaken);
  throw error;
}
