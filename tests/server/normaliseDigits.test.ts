import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { normaliseStoredDigits } from '../../server/db/migrations/normaliseDigits';
import { LATEST_VERSION, migrateSqlite } from '../../server/db/migrations';

const NOW = '2026-01-01T00:00:00.000Z';

/** A database as the release before digit normalising left it: Arabic-Indic digits stored as typed. */
async function olderDatabase() {
  const db = new Database(':memory:');
  await migrateSqlite(db);
  db.pragma('user_version = 1');
  const insert = db.prepare(
    `INSERT INTO users (_id, ref_id, name, phone_number, password_hash, created_at, updated_at, kyc,
       business_info, company_registration)
     VALUES (@id, @id, 'Seller', @phone, 'x', '${NOW}', '${NOW}', @kyc, @bi, @cr)`,
  );
  insert.run({
    id: 'a'.repeat(24),
    phone: '٠١٠٠٠٠٠٠٠٠٢',
    kyc: JSON.stringify({ id: '٢٩٠٠١٠١٢٣٤٥٦٧٨', dependents: '۳', address: 'شارع ٥', approved: 'pending' }),
    bi: JSON.stringify({
      ar: { business_phone: '٠١١١٢٣٤٥٦٧٨', business_name: 'متجر ٧' },
      approved: 'pending',
    }),
    cr: JSON.stringify({ reg_nb: '١٢٣٤٥', tax_number: '٩٨٧-٦٥٤', capital: '١٠٠٠٠٠٫٥', owner_name: 'منى' }),
  });
  // Same phone typed on a Western keyboard by another account: that one is kept as it is.
  insert.run({ id: 'b'.repeat(24), phone: '01200000009', kyc: '{}', bi: '{}', cr: '{}' });
  insert.run({ id: 'c'.repeat(24), phone: '٠١٢٠٠٠٠٠٠٠٩', kyc: '{}', bi: '{}', cr: '{}' });
  return db;
}

const user = (db: Database.Database, id: string) =>
  db.prepare('SELECT * FROM users WHERE _id = ?').get(id.repeat(24)) as Record<string, string>;

describe('stored Arabic-Indic digits', () => {
  it('are made ASCII in phones, IDs, numbers and business phones when an older database is opened', async () => {
    const db = await olderDatabase();
    await migrateSqlite(db);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    const seller = user(db, 'a');
    expect(seller.phone_number).toBe('01000000002');
    expect(JSON.parse(seller.kyc)).toEqual({
      id: '29001012345678',
      dependents: '3',
      // Free text keeps the digits as typed: only fields that take digits are rewritten.
      address: 'شارع ٥',
      approved: 'pending',
    });
    expect(JSON.parse(seller.business_info)).toEqual({
      ar: { business_phone: '01112345678', business_name: 'متجر ٧' },
      approved: 'pending',
    });
    expect(JSON.parse(seller.company_registration)).toEqual({
      reg_nb: '12345',
      tax_number: '987-654',
      capital: '100000.5',
      owner_name: 'منى',
    });
  });

  it('leaves a phone whose ASCII spelling another account holds, and reports it', async () => {
    const db = await olderDatabase();
    const report = normaliseStoredDigits(db);
    expect(report.phonesKept).toEqual(['c'.repeat(24)]);
    expect(user(db, 'c').phone_number).toBe('٠١٢٠٠٠٠٠٠٠٩');
    expect(user(db, 'b').phone_number).toBe('01200000009');
  });

  it('runs once per database and changes nothing the second time', async () => {
    const db = await olderDatabase();
    expect(normaliseStoredDigits(db).usersChanged).toBe(1);
    expect(normaliseStoredDigits(db)).toEqual({ usersChanged: 0, phonesKept: ['c'.repeat(24)] });
    // A database already at this version is not rewritten on start.
    await migrateSqlite(db);
    db.prepare("UPDATE users SET phone_number = '٠١٥٥٥٥٥٥٥٥٥' WHERE _id = ?").run('a'.repeat(24));
    await migrateSqlite(db);
    expect(user(db, 'a').phone_number).toBe('٠١٥٥٥٥٥٥٥٥٥');
  });
});
