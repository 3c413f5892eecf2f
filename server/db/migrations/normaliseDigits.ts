import type { Database } from 'better-sqlite3';
import { toAsciiDigits } from '../../../src/lib/digits';
import { withAsciiDigits, type EntityDefinition } from '../../../src/lib/entities/field';
import { BUSINESS_INFO, COMPANY_REGISTRATION, KYC } from '../../../src/lib/entities/onboarding';
import { LANGUAGES } from '../../../src/lib/languages';

/**
 * Values typed on an Arabic keyboard before the API made digits ASCII on the way in (docs/screens.md): an ID, a
 * registration or tax number, a phone stored with ٠١٢… is missed by a search or a uniqueness check typed
 * with 012…. This rewrites them with ASCII digits, field by field, as the entity definitions declare which
 * fields take digits. Idempotent: a value already ASCII is left as it is.
 */
type Json = Record<string, unknown>;

const parse = (text: string): Json => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
};

const normalisedBlock = (entity: EntityDefinition, block: Json): Json => withAsciiDigits(entity, block);

/** Business info holds one block per language beside its review state. */
const normalisedBusinessInfo = (info: Json): Json => {
  const result: Json = { ...info };
  for (const language of LANGUAGES) {
    const block = info[language];
    if (block && typeof block === 'object') result[language] = normalisedBlock(BUSINESS_INFO, block as Json);
  }
  return result;
};

interface UserDigits {
  _id: string;
  phone_number: string;
  kyc: string;
  business_info: string;
  company_registration: string;
}

/** How many users had a value rewritten, and the phones left as they were because the ASCII one is taken. */
export interface DigitsReport {
  usersChanged: number;
  phonesKept: string[];
}

export function normaliseStoredDigits(db: Database): DigitsReport {
  const rows = db
    .prepare<[], UserDigits>('SELECT _id, phone_number, kyc, business_info, company_registration FROM users')
    .all();
  const phoneTaken = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM users WHERE phone_number = ? AND _id <> ?',
  );
  const update = db.prepare(
    `UPDATE users SET phone_number = @phone_number, kyc = @kyc, business_info = @business_info,
       company_registration = @company_registration WHERE _id = @_id`,
  );
  const report: DigitsReport = { usersChanged: 0, phonesKept: [] };
  db.transaction(() => {
    for (const row of rows) {
      const asciiPhone = toAsciiDigits(row.phone_number);
      // Two accounts that differ only by the keyboard their phone was typed on: both are kept as they are
      // for an admin to merge, rather than failing the whole migration on the unique index.
      const phoneFree = asciiPhone === row.phone_number || !phoneTaken.get(asciiPhone, row._id);
      if (!phoneFree) report.phonesKept.push(row._id);
      const next = {
        _id: row._id,
        phone_number: phoneFree ? asciiPhone : row.phone_number,
        kyc: JSON.stringify(normalisedBlock(KYC, parse(row.kyc))),
        business_info: JSON.stringify(normalisedBusinessInfo(parse(row.business_info))),
        company_registration: JSON.stringify(
          normalisedBlock(COMPANY_REGISTRATION, parse(row.company_registration)),
        ),
      };
      const changed =
        next.phone_number !== row.phone_number ||
        next.kyc !== JSON.stringify(parse(row.kyc)) ||
        next.business_info !== JSON.stringify(parse(row.business_info)) ||
        next.company_registration !== JSON.stringify(parse(row.company_registration));
      if (!changed) continue;
      update.run(next);
      report.usersChanged += 1;
    }
  })();
  return report;
}
