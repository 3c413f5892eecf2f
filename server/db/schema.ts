/**
 * The tables as the query builder (Kysely) sees them, derived from their description (server/db/tables.ts):
 * `Generated` marks a column with a default, which an insert may leave out.
 */
import type { Selectable } from 'kysely';
import type { TablesOf } from './tableDescription';
import type { TABLES } from './tables';

export type Schema = TablesOf<typeof TABLES>;

export type AuditLogTable = Schema['audit_log'];
export type NotificationsTable = Schema['notifications'];
export type OrderLinesTable = Schema['order_lines'];
export type OrdersTable = Schema['orders'];
export type ProductImportsTable = Schema['product_imports'];
export type ProductsTable = Schema['products'];
export type TransactionsTable = Schema['transactions'];
type UsersTable = Schema['users'];
type CategoriesTable = Schema['categories'];
type WalletsTable = Schema['wallets'];

/** A row of each table as a query reads it: the types the serializers and the queries share. */
export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type WalletRow = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type ReturnRow = Selectable<Schema['return_cases']>;
