/**
 * The one migrator, for both databases. A new database is made from the tables' description (server/db/tables.ts)
 * and the dialect's extras, and marked with the latest version; a database that already exists gets the numbered
 * migrations it has not had, in order, each in its own transaction together with its new version, so a failure
 * leaves it at the last step that succeeded and the next start retries.
 *
 * To change the schema: change the description (what a new database gets) and add the next number here (what an
 * existing one needs), written once in SQL both databases speak (or with the query builder). A step that has
 * shipped is never edited: a database somewhere already had it. tests/server/migrations.test.ts upgrades the
 * databases earlier releases left and checks each ends exactly like a new one.
 */
import { sql } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteDb } from '../database';
import { registerSearchFunction } from '../searchFunction';
import { DIALECTS } from '../dialects';
import type { MigrationTarget } from '../dialects/dialect';
import type { DatabaseKind } from '../kind';
import { addColumnStatement, createIndexStatement, createTableStatements } from '../tableDescription';
import { TABLES } from '../tables';
import { addBrandsToSearchText } from './brandSearch';
import { normaliseCompatibilityForms } from './compatibilityForms';
import { legacySchema } from './legacySchema';
import { normaliseStoredDigits } from './normaliseDigits';
import { addOrderIdsToNotifications } from './notificationOrderIds';
import { copyOrderFactsToLines } from './orderLineCopies';
import { addProductCounts } from './productCounts';
import { addSellerToProductSearch } from './sellerSearch';
import { UNSELLABLE_PRICES_TO_REVIEW } from './unsellablePrices';
import { addUserSearch, USER_SEARCH_INDEX_POSTGRES } from './userSearch';
import { rebuildSalesSums } from '../../insight/rebuild';
import { asciiSkus } from './asciiSkus';

const INSIGHT_TABLES = [
  'seller_sales_days',
  'market_sales_days',
  'product_sales_days',
  'product_sales_months',
  'backlog_days',
] as const;

const INVENTORY_INDEXES = [
  'products_seller_price',
  'products_price',
  'products_seller_stock',
  'products_stock',
  'products_seller_stock_level',
  'products_stock_level',
  'products_seller_name_en',
  'products_name_en',
  'products_seller_name_ar',
  'products_name_ar',
  'products_seller_category_updated',
  'products_seller_category_stock',
  'products_seller_category_name_en',
  'products_seller_category_name_ar',
] as const;

const ORDER_LIST_INDEXES = [
  'order_lines_buyer',
  'order_lines_seller_ordered',
  'order_lines_seller_status_ordered',
  'order_lines_ordered',
  'order_lines_status_ordered',
  'order_lines_seller_ship_by',
  'order_lines_seller_status_ship_by',
  'order_lines_ship_by',
  'order_lines_status_ship_by',
] as const;

export type Migration = {
  version: number;
  name: string;
  /** A step only one database ever needed (PostgreSQL databases began at version 7). */
  only?: DatabaseKind;
  up: (target: MigrationTarget) => Promise<void> | void;
};

/** A step written against SQLite's own API, before the migrator ran on both databases. */
const onSqlite = (up: (db: BetterSqlite3.Database) => unknown) => (target: MigrationTarget) => {
  if (!target.sqlite) throw new Error('this step runs on SQLite only');
  up(target.sqlite);
};

export const MIGRATIONS: readonly Migration[] = [
  // Versions 1–3 keep the numbers the earlier releases already wrote into user_version.
  { version: 1, name: 'tables, indexes and search indexes', only: 'sqlite', up: onSqlite(legacySchema) },
  {
    version: 2,
    name: 'Western digits in stored phones, ids and numbers',
    only: 'sqlite',
    up: onSqlite(normaliseStoredDigits),
  },
  {
    version: 3,
    name: 'order ids in order notifications',
    only: 'sqlite',
    up: onSqlite(addOrderIdsToNotifications),
  },
  // Those releases also added tables, columns and the order lines' search index without a new number: a database
  // they left at version 2 or 3 gets whatever of it is missing.
  {
    version: 4,
    name: 'tables and columns added without a version until 2026-11',
    only: 'sqlite',
    up: onSqlite(legacySchema),
  },
  {
    version: 5,
    name: 'product counts per seller and status',
    only: 'sqlite',
    up: onSqlite(addProductCounts),
  },
  {
    version: 6,
    name: 'index of a seller’s prices by category',
    only: 'sqlite',
    up: onSqlite((db) =>
      db.exec(
        'CREATE INDEX IF NOT EXISTS products_seller_category_price ON products (seller_id, category_code, listing_price)',
      ),
    ),
  },
  {
    version: 7,
    name: 'product search by name and seller',
    only: 'sqlite',
    up: onSqlite(addSellerToProductSearch),
  },
  {
    version: 8,
    name: 'active products priced outside the offer back to review',
    up: async ({ db }) => void (await sql.raw(UNSELLABLE_PRICES_TO_REVIEW).execute(db)),
  },
  {
    version: 9,
    name: 'withdrawals, payout accounts, compensations and the ledger entries they write',
    // Written to run again on a database that already has what it makes (tests lower the version to replay
    // older steps): what exists is left as it is.
    up: async ({ db, kind }) => {
      const existing = await db.introspection.getTables();
      const columnsOf = (name: string) =>
        existing.find((table) => table.name === name)?.columns.map((column) => column.name) ?? [];
      for (const name of ['withdrawals', 'payout_accounts', 'compensations'] as const) {
        if (existing.some((table) => table.name === name)) continue;
        for (const statement of createTableStatements(name, TABLES[name], kind)) {
          await sql.raw(statement).execute(db);
        }
      }
      for (const column of ['kind', 'reference'] as const) {
        if (columnsOf('transactions').includes(column)) continue;
        const described = TABLES.transactions.columns[column];
        await sql.raw(addColumnStatement('transactions', column, described, kind)).execute(db);
      }
    },
  },
  {
    version: 10,
    name: 'return cases, and the units of each order line that came back',
    // Like step 9, it leaves what already exists as it is.
    up: async ({ db, kind }) => {
      const existing = await db.introspection.getTables();
      if (!existing.some((table) => table.name === 'return_cases')) {
        for (const statement of createTableStatements('return_cases', TABLES.return_cases, kind)) {
          await sql.raw(statement).execute(db);
        }
      }
      const lineColumns =
        existing.find((table) => table.name === 'order_lines')?.columns.map((c) => c.name) ?? [];
      if (!lineColumns.includes('returned_quantity')) {
        const described = TABLES.order_lines.columns.returned_quantity;
        await sql.raw(addColumnStatement('order_lines', 'returned_quantity', described, kind)).execute(db);
      }
    },
  },
  {
    version: 11,
    name: 'product names in Unicode compatibility form, and their search text again',
    up: async ({ db }) => void (await normaliseCompatibilityForms(db)),
  },
  {
    version: 12,
    name: 'batches of price and stock changes over many products',
    // Like step 9, it leaves what already exists as it is.
    up: async ({ db, kind }) => {
      const existing = await db.introspection.getTables();
      for (const name of ['product_offer_batches', 'product_offer_batch_items'] as const) {
        if (existing.some((table) => table.name === name)) continue;
        for (const statement of createTableStatements(name, TABLES[name], kind)) {
          await sql.raw(statement).execute(db);
        }
      }
    },
  },
  {
    version: 13,
    name: 'low-stock thresholds, and indexes of the inventory’s filters and sorts',
    // Like step 9, it leaves what already exists as it is.
    up: async ({ db, kind }) => {
      const existing = await db.introspection.getTables();
      const columnsOf = (name: string) =>
        existing.find((table) => table.name === name)?.columns.map((column) => column.name) ?? [];
      const added = [
        ['users', 'low_stock_default', TABLES.users.columns.low_stock_default],
        ['products', 'low_stock_threshold', TABLES.products.columns.low_stock_threshold],
        ['products', 'low_stock_own', TABLES.products.columns.low_stock_own],
      ] as const;
      for (const [table, column, described] of added) {
        if (columnsOf(table).includes(column)) continue;
        await sql.raw(addColumnStatement(table, column, described, kind)).execute(db);
      }
      for (const name of INVENTORY_INDEXES) {
        const statement = createIndexStatement('products', name, TABLES.products.indexes![name]!);
        await sql.raw(statement.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS')).execute(db);
      }
    },
  },
  {
    version: 14,
    name: 'product brands in the search text, and the catalogue’s indexes',
    up: async ({ db }) => {
      await addBrandsToSearchText(db);
      for (const name of ['products_catalogue', 'products_catalogue_category'] as const) {
        const statement = createIndexStatement('products', name, TABLES.products.indexes![name]!);
        await sql.raw(statement.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS')).execute(db);
      }
    },
  },
  {
    version: 15,
    name: 'order lines carry their buyer, order time and ship-by day, with the orders lists’ indexes',
    // Like step 9, it leaves what already exists as it is.
    up: async ({ db, kind }) => {
      const existing = await db.introspection.getTables();
      const lineColumns =
        existing.find((table) => table.name === 'order_lines')?.columns.map((column) => column.name) ?? [];
      for (const column of ['buyer_id', 'ordered_at', 'ship_by'] as const) {
        if (lineColumns.includes(column)) continue;
        const described = TABLES.order_lines.columns[column];
        await sql.raw(addColumnStatement('order_lines', column, described, kind)).execute(db);
      }
      await copyOrderFactsToLines(db);
      for (const name of ORDER_LIST_INDEXES) {
        const statement = createIndexStatement('order_lines', name, TABLES.order_lines.indexes![name]!);
        await sql.raw(statement.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS')).execute(db);
      }
    },
  },
  {
    version: 16,
    name: 'an index of users by name, business name, phone and e-mail',
    up: async ({ db, kind, sqlite }) => {
      if (kind === 'sqlite') {
        if (!sqlite) throw new Error('SQLite steps need the file’s handle');
        addUserSearch(sqlite);
        return;
      }
      await sql
        .raw(USER_SEARCH_INDEX_POSTGRES.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS'))
        .execute(db);
    },
  },
  {
    version: 17,
    name: 'the sales insight’s sums by day, made from the lines already there, and the admins’ backlog by day',
    up: async ({ db, kind }) => {
      const existing = await db.introspection.getTables();
      for (const name of INSIGHT_TABLES) {
        if (existing.some((table) => table.name === name)) continue;
        for (const statement of createTableStatements(name, TABLES[name], kind)) {
          await sql.raw(statement).execute(db);
        }
      }
      await rebuildSalesSums(db);
    },
  },
  {
    version: 18,
    name: 'SKUs typed with an Arabic keyboard’s digits stored with ASCII ones',
    up: async ({ db }) => asciiSkus(db),
  },
];

export const LATEST_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

export class NewerDatabaseError extends Error {
  constructor(
    readonly found: number,
    known: number = LATEST_VERSION,
  ) {
    super(
      `The database is at migration ${found}, newer than this release knows (${known}): ` +
        'run the release that last opened it, or a newer one.',
    );
  }
}

export type MigrationReport = { from: number; to: number; applied: string[] };

/** Makes today's schema on a database that holds no table: the described tables, then the dialect's extras. */
const createSchema = async (target: MigrationTarget): Promise<void> => {
  for (const [name, description] of Object.entries(TABLES)) {
    for (const statement of createTableStatements(name, description, target.kind)) {
      await sql.raw(statement).execute(target.db);
    }
  }
  await DIALECTS[target.kind].createExtras(target);
};

export type MigrationPlan = {
  steps: readonly Migration[];
  /** How a database without tables is made at once at the last step's version; without it, it runs every step. */
  create?: (target: MigrationTarget) => Promise<void>;
};

const CURRENT: MigrationPlan = { steps: MIGRATIONS, create: createSchema };

/** Runs `step` in one transaction on `target`'s connection, in the way its database locks. */
const inTransaction = async (target: MigrationTarget, step: () => Promise<void>): Promise<void> => {
  await sql.raw(DIALECTS[target.kind].begin).execute(target.db);
  try {
    await step();
    await sql.raw('COMMIT').execute(target.db);
  } catch (error) {
    await sql.raw('ROLLBACK').execute(target.db);
    throw error;
  }
};

/** Brings the database to the plan's last version. Several processes may start at once: each step re-reads it. */
export const migrate = async (
  target: MigrationTarget,
  plan: MigrationPlan = CURRENT,
): Promise<MigrationReport> => {
  const dialect = DIALECTS[target.kind];
  const latest = plan.steps.at(-1)?.version ?? 0;
  // One connection for the whole run: the lock, the transactions and the version reads share it.
  return target.db.connection().execute((db) => {
    const on: MigrationTarget = { ...target, db };
    return dialect.exclusively(db, async () => {
      const from = await dialect.readVersion(db);
      if (from > latest) throw new NewerDatabaseError(from, latest);
      const applied: string[] = [];
      const { create } = plan;
      if (create) {
        await inTransaction(on, async () => {
          if ((await dialect.readVersion(db)) > 0 || (await dialect.hasTables(db))) return;
          await create(on);
          await dialect.writeVersion(db, latest);
          applied.push(`${latest} a new database`);
        });
      }
      for (const step of plan.steps) {
        if (step.only && step.only !== target.kind) continue;
        await inTransaction(on, async () => {
          if ((await dialect.readVersion(db)) >= step.version) return;
          await step.up(on);
          await dialect.writeVersion(db, step.version);
          applied.push(`${step.version} ${step.name}`);
        });
      }
      return { from, to: await dialect.readVersion(db), applied };
    });
  });
};

/** The migrator over an open SQLite handle (the server's start, `npm run migrate`, tests). */
export const migrateSqlite = (
  handle: BetterSqlite3.Database,
  plan?: MigrationPlan,
): Promise<MigrationReport> => {
  registerSearchFunction(handle);
  return migrate({ db: sqliteDb(handle), kind: 'sqlite', sqlite: handle }, plan);
};
