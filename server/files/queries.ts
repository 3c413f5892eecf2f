import { sql, type RawBuilder } from 'kysely';
import { databaseKind, jsonText, rowsOf, type Db } from '../db/database';
import { newId, nowIso } from '../lib/ids';
import { fileUrl, STORED_NAME_PATTERN, type FileKind } from '../lib/storedFiles';
import type { FileStore } from '../storage/fileStore';

/** What serving a file needs of its row: its kind, and for a download's name its owner's reference and date. */
export interface FileRecord {
  kind: string;
  owner_ref_id: string | null;
  created_at: string;
}

/** The row of a recorded file, by stored name (a file without a row is never served). */
export const findFileRecord = async (db: Db, storedName: string): Promise<FileRecord | undefined> =>
  db
    .selectFrom('files')
    .leftJoin('users', 'users._id', 'files.owner_user_id')
    .select(['files.kind', 'users.ref_id as owner_ref_id', 'files.created_at'])
    .where('files.stored_name', '=', storedName)
    .executeTakeFirst();

/** Where user documents and category logos point at stored files, for `recordUntrackedFiles`. */
const REFERENCES: { kind: FileKind; from: 'users' | 'categories'; url: (db: Db) => RawBuilder<unknown> }[] = [
  ...(['url', 'admin_url'] as const).flatMap((field) => [
    {
      kind: 'kyc_front' as const,
      from: 'users' as const,
      url: (db: Db) => jsonText(db, 'kyc', ['front', field]),
    },
    {
      kind: 'kyc_back' as const,
      from: 'users' as const,
      url: (db: Db) => jsonText(db, 'kyc', ['back', field]),
    },
    {
      kind: 'company_reg' as const,
      from: 'users' as const,
      url: (db: Db) => jsonText(db, 'company_registration', ['doc', field]),
    },
  ]),
  { kind: 'category_logo', from: 'categories', url: () => sql.ref('img') },
];

/**
 * The users whose document columns can be read as JSON. SQLite's json_extract fails on other text, which a file
 * from an older version may hold (such a row has no document to record anyway); PostgreSQL before version 16
 * has no such test, and its columns only ever held what this API wrote.
 */
const readableDocuments = (db: Db): RawBuilder<unknown> =>
  databaseKind(db) === 'sqlite' ? sql`json_valid(kyc) AND json_valid(company_registration)` : sql`1 = 1`;

/** Rows per INSERT: well under the bound parameters either database takes in one statement. */
const BATCH = 500;

/**
 * Gives a `files` row to every stored file a user document or a category logo points at without one: the
 * seeded documents, and logos uploaded before logos were recorded. The row says who may fetch the file and
 * whose quota it counts against; a file without a row is never served. Runs at start, after seeding, and
 * only adds what is missing.
 */
export const recordUntrackedFiles = async (db: Db, files: FileStore): Promise<void> => {
  const prefix = fileUrl('');
  const found = new Map<string, { owner: string | null; kind: FileKind; name: string }>();
  for (const { kind, from, url } of REFERENCES) {
    const owner = from === 'users' ? sql.ref('_id') : sql`CAST(NULL AS TEXT)`;
    const valid = from === 'users' ? readableDocuments(db) : sql`1 = 1`;
    const rows = await rowsOf(
      db,
      sql<{ owner: string | null; name: string }>`SELECT owner, name FROM (
          SELECT ${owner} AS owner, substr(${url(db)}, ${sql.lit(prefix.length + 1)}) AS name
          FROM ${sql.table(from)}
          WHERE ${valid} AND substr(${url(db)}, 1, ${sql.lit(prefix.length)}) = ${prefix}
        ) AS referenced WHERE NOT EXISTS (SELECT 1 FROM files WHERE stored_name = name)`,
    );
    for (const row of rows) {
      if (STORED_NAME_PATTERN.test(row.name) && !found.has(row.name)) found.set(row.name, { ...row, kind });
    }
  }
  if (found.size === 0) return;
  const sized = await Promise.all(
    [...found.values()].map(async (file) => {
      const size = await files.size(file.name);
      // Gone from the store: nothing to serve, nothing to count.
      return size === null ? [] : [{ ...file, size }];
    }),
  );
  const rows = sized.flat().map((file) => ({
    id: newId(),
    owner_user_id: file.owner,
    kind: file.kind,
    stored_name: file.name,
    mime: 'application/octet-stream',
    size: file.size,
    created_at: nowIso(),
  }));
  // Another instance starting at the same time may record the same files: theirs stay. What a failure leaves
  // out is recorded at the next start.
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('files')
      .values(rows.slice(start, start + BATCH))
      .onConflict((oc) => oc.column('stored_name').doNothing())
      .execute();
  }
};
