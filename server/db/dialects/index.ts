/**
 * Everything that differs between the two databases' schemas, in one place: how each keeps its version and its
 * lock, and what each adds to the described tables (search indexes, count triggers). The tables themselves come
 * from one description (server/db/tables.ts), turned into each database's statements by server/db/tableDescription.ts.
 */
import type { DatabaseKind } from '../kind';
import type { Dialect } from './dialect';
import { POSTGRES } from './postgres';
import { SQLITE } from './sqlite';

export const DIALECTS: Record<DatabaseKind, Dialect> = { sqlite: SQLITE, postgres: POSTGRES };
