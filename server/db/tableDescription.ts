/**
 * How a table is described once (server/db/tables.ts) and what is derived from the description: the query
 * builder's types (`TablesOf`, checked by the compiler, never generated) and each database's CREATE statements
 * (`createTableStatements`). A column is stored as text or as a whole number on both databases; everything else a
 * column says (nullable, default, allowed values, key, reference) is written the same way for both.
 */
import type { Generated } from 'kysely';
import type { DatabaseKind } from './kind';

type StoredAs = 'text' | 'integer';
type OnDelete = 'cascade' | 'set null';

type ColumnFacts = {
  readonly storedAs: StoredAs;
  readonly nullable: boolean;
  readonly defaultValue?: string | number;
  readonly allowed?: readonly string[];
  /** A condition on the column's own value, as SQL after the column's name (`> 0`). */
  readonly condition?: string;
  readonly unique: boolean;
  readonly primaryKey: boolean;
  readonly references?: { readonly table: string; readonly column: string; readonly onDelete: OnDelete };
};

/**
 * One column. `Value` is what a query reads; `Optional` says an insert may leave it out (it has a default). Both
 * are carried by the type only, so that `TablesOf` can read them back.
 */
export class Column<Value, Optional extends boolean> {
  declare readonly value: Value;
  declare readonly optional: Optional;
  constructor(readonly facts: ColumnFacts) {}

  private with<NextValue, NextOptional extends boolean>(
    facts: Partial<ColumnFacts>,
  ): Column<NextValue, NextOptional> {
    return new Column<NextValue, NextOptional>({ ...this.facts, ...facts });
  }

  nullable(): Column<Value | null, Optional> {
    return this.with({ nullable: true });
  }

  default(value: Value & (string | number)): Column<Value, true> {
    return this.with({ defaultValue: value });
  }

  /** Only these values are stored (a CHECK on both databases); the query builder's type narrows to them. */
  oneOf<const Allowed extends string>(values: readonly Allowed[]): Column<Allowed, Optional> {
    return this.with({ allowed: values });
  }

  check(condition: string): Column<Value, Optional> {
    return this.with({ condition });
  }

  unique(): Column<Value, Optional> {
    return this.with({ unique: true });
  }

  primaryKey(): Column<Value, Optional> {
    return this.with({ primaryKey: true });
  }

  references(table: string, column: string, onDelete: OnDelete): Column<Value, Optional> {
    return this.with({ references: { table, column, onDelete } });
  }
}

const column = <Value>(storedAs: StoredAs) =>
  new Column<Value, false>({ storedAs, nullable: false, unique: false, primaryKey: false });

/** Text: names, ids, ISO-8601 timestamps (which sort as text), JSON documents read and written whole. */
export const text = () => column<string>('text');
/** A whole number: money in piasters, counts, flags as 0/1, unix seconds. */
export const integer = () => column<number>('integer');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any column, whatever its value's type
export type AnyColumn = Column<any, boolean>;

export type IndexDescription = {
  /** Columns, or expressions both databases know (`lower(sku)`). */
  readonly on: readonly string[];
  readonly unique?: boolean;
};

export type TableDescription<Columns extends Record<string, AnyColumn> = Record<string, AnyColumn>> = {
  readonly columns: Columns;
  /** A key of several columns; a one-column key says `.primaryKey()` on its column. */
  readonly primaryKey?: readonly string[];
  /**
   * Tables read only by their key keep no row number: SQLite stores them WITHOUT ROWID, PostgreSQL gives them no
   * `rowid` column. Other tables have one on both (SQLite's own, an identity column on PostgreSQL), which orders
   * ties in insertion order and keys the search indexes.
   */
  readonly rowNumbers?: boolean;
  readonly indexes?: Readonly<Record<string, IndexDescription>>;
  /** A table one database needs and the other keeps elsewhere. */
  readonly only?: DatabaseKind;
};

export const table = <const Columns extends Record<string, AnyColumn>>(
  description: TableDescription<Columns> & { readonly primaryKey?: readonly (keyof Columns & string)[] },
): TableDescription<Columns> => description;

type KyselyColumn<Described> =
  Described extends Column<infer Value, infer Optional>
    ? Optional extends true
      ? Generated<Value>
      : Value
    : never;

/** The query builder's view of the described tables. */
export type TablesOf<Tables extends Record<string, TableDescription>> = {
  -readonly [Name in keyof Tables]: {
    -readonly [Name2 in keyof Tables[Name]['columns']]: KyselyColumn<Tables[Name]['columns'][Name2]>;
  };
};

const STORED_TYPES: Record<DatabaseKind, Record<StoredAs, string>> = {
  sqlite: { text: 'TEXT', integer: 'INTEGER' },
  postgres: { text: 'text', integer: 'bigint' },
};

const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

const columnDefinition = (name: string, { facts }: AnyColumn, kind: DatabaseKind): string => {
  const parts = [name, STORED_TYPES[kind][facts.storedAs]];
  // A one-column key is NOT NULL on PostgreSQL by definition; SQLite's text keys never said so.
  if (facts.primaryKey) parts.push('PRIMARY KEY');
  else if (!facts.nullable) parts.push('NOT NULL');
  if (facts.unique) parts.push('UNIQUE');
  if (facts.defaultValue !== undefined) parts.push(`DEFAULT ${literal(facts.defaultValue)}`);
  if (facts.allowed) parts.push(`CHECK (${name} IN (${facts.allowed.map(literal).join(', ')}))`);
  if (facts.condition) parts.push(`CHECK (${name} ${facts.condition})`);
  const reference = facts.references;
  if (reference) {
    parts.push(
      `REFERENCES ${reference.table}(${reference.column}) ON DELETE ${reference.onDelete.toUpperCase()}`,
    );
  }
  return parts.join(' ');
};

/**
 * The statement that adds a column to a table an existing database already has, for a migration step: the step
 * passes the column as it was described when the step was written, so the step never changes afterwards.
 */
export const addColumnStatement = (
  tableName: string,
  name: string,
  described: AnyColumn,
  kind: DatabaseKind,
): string => `ALTER TABLE ${tableName} ADD COLUMN ${columnDefinition(name, described, kind)}`;

/** The statement that makes one described index (a migration step adding an index to an existing table uses it too). */
export const createIndexStatement = (
  tableName: string,
  name: string,
  { on, unique }: IndexDescription,
): string => `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${name} ON ${tableName} (${on.join(', ')})`;

/** The table's CREATE TABLE and CREATE INDEX statements on one database (none when it is the other's only). */
export const createTableStatements = (
  name: string,
  description: TableDescription,
  kind: DatabaseKind,
): string[] => {
  if (description.only && description.only !== kind) return [];
  const rowNumbers = description.rowNumbers ?? true;
  const lines = Object.entries(description.columns).map(([column, spec]) =>
    columnDefinition(column, spec, kind),
  );
  if (kind === 'postgres' && rowNumbers) lines.unshift('rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE');
  if (description.primaryKey) lines.push(`PRIMARY KEY (${description.primaryKey.join(', ')})`);
  const withoutRowid = kind === 'sqlite' && !rowNumbers ? ' WITHOUT ROWID' : '';
  const indexes = Object.entries(description.indexes ?? {}).map(([index, described]) =>
    createIndexStatement(name, index, described),
  );
  return [`CREATE TABLE ${name} (\n  ${lines.join(',\n  ')}\n)${withoutRowid}`, ...indexes];
};
