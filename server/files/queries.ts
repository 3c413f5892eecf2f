import type { Database } from 'better-sqlite3';
import type { FileKind } from '../lib/fileAccess';
import { newId, nowIso } from '../lib/ids';
import { fileUrl, STORED_NAME_PATTERN } from '../lib/uploads';
import type { FileStore } from '../storage/fileStore';

/** What serving a file needs of its row: its kind, and for a download's name its owner's reference and date. */
export interface FileRecord {
  kind: string;
  owner_ref_id: string | null;
  created_at: string;
}

/** The row of each recorded file, by stored name (a file without a row is never served). */
export const fileRecordLookup = (db: Database) => {
  const statement = db.prepare<[string], FileRecord>(
    `SELECT files.kind, users.ref_id AS owner_ref_id, files.created_at
     FROM files LEFT JOIN users ON users._id = files.owner_user_id
     WHERE files.stored_name = ?`,
  );
  return (storedName: string): FileRecord | undefined => statement.get(storedName);
};

/** Where user documents and category logos point at stored files, for `recordUntrackedFiles`. */
const REFERENCES: { kind: FileKind; from: string; owner: string; url: string }[] = [
  ...(['url', 'admin_url'] as const).flatMap((field) => [
    { kind: 'kyc_front' as const, from: 'users', owner: '_id', url: `json_extract(kyc, '$.front.${field}')` },
    { kind: 'kyc_back' as const, from: 'users', owner: '_id', url: `json_extract(kyc, '$.back.${field}')` },
    {
      kind: 'company_reg' as const,
      from: 'users',
      owner: '_id',
      url: `json_extract(company_registration, '$.doc.${field}')`,
    },
  ]),
  { kind: 'category_logo', from: 'categories', owner: 'NULL', url: 'img' },
];

/**
 * Gives a `files` row to every stored file a user document or a category logo points at without one: the
 * seeded documents, and logos uploaded before logos were recorded. The row says who may fetch the file and
 * whose quota it counts against; a file without a row is never served. Runs at start, after seeding, and
 * only adds what is missing.
 */
export const recordUntrackedFiles = async (db: Database, files: FileStore): Promise<void> => {
  const prefix = fileUrl('');
  const found: { owner: string | null; kind: FileKind; name: string }[] = [];
  for (const { kind, from, owner, url } of REFERENCES) {
    // json_extract fails on text that is not JSON; such a row has no document to record anyway.
    const valid = from === 'users' ? 'json_valid(kyc) AND json_valid(company_registration)' : '1';
    const rows = db
      .prepare<{ prefix: string; start: number }, { owner: string | null; name: string }>(
        `SELECT owner, name FROM (
           SELECT ${owner} AS owner, substr(${url}, :start) AS name FROM ${from}
           WHERE ${valid} AND substr(${url}, 1, :start - 1) = :prefix
         ) WHERE NOT EXISTS (SELECT 1 FROM files WHERE stored_name = name)`,
      )
      .all({ prefix, start: prefix.length + 1 });
    for (const row of rows) if (STORED_NAME_PATTERN.test(row.name)) found.push({ ...row, kind });
  }
  if (found.length === 0) return;
  const sized = await Promise.all(
    found.map(async (file) => {
      const size = await files.size(file.name);
      // Gone from the store: nothing to serve, nothing to count.
      return size === null ? null : { ...file, size };
    }),
  );
  const insert = db.prepare(
    `INSERT OR IGNORE INTO files (id, owner_user_id, kind, stored_name, mime, size, created_at)
     VALUES (?, ?, ?, ?, 'application/octet-stream', ?, ?)`,
  );
  db.transaction(() => {
    for (const file of sized) {
      if (file) insert.run(newId(), file.owner, file.kind, file.name, file.size, nowIso());
    }
  })();
};
