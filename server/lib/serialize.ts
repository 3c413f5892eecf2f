import type {
  AppNotification,
  Category,
  LedgerEntry,
  Order,
  OrderLine,
  Product,
  ReviewReason,
  User,
  Wallet,
} from '../../src/lib/api.generated';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import type {
  CategoryRow,
  NotificationRow,
  OrderLineRow,
  OrderRow,
  ProductRow,
  TransactionRow,
  UserRow,
  WalletRow,
} from '../db/schema';
import { toDeliveryAddress } from './deliveryAddress';
import { withSignedDocuments } from './fileAccess';
import { parseJson } from './json';
import { stockLevelOf } from '../../src/lib/entities/product';
import { answeredOfferNumbers } from './offerNumbers';
import { toLE } from './money';

/**
 * Row → API mappings shared by every route, so each entity has exactly one public shape (docs/api.md). A row's type is
 * its table's, as server/db/schema.ts declares it.
 */

/** When a record was created and last changed, as its table stores them. */
type Timestamps = { created_at: string; updated_at: string };

/** The same times as every entity answers them (docs/api.md): camel case. */
type ApiTimestamps = { createdAt: string; updatedAt: string };

const timesOf = (row: Timestamps): ApiTimestamps => ({
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Never includes password_hash: the column is not copied, not just deleted afterwards. Document URLs are
 * signed (server/lib/fileAccess.ts): a user record is only ever answered to someone allowed to see it (the
 * user, an admin), and signing here means no route can hand out a document by bare URL.
 */
export const toUser = (row: UserRow): User => ({
  _id: row._id,
  ref_id: row.ref_id,
  name: row.name,
  email: row.email,
  phone_number: row.phone_number,
  nickname: row.nickname,
  primary_address: parseJson(row.primary_address, {}),
  is_admin: row.is_admin === 1,
  is_seller: row.is_seller === 1,
  is_ambassador: row.is_ambassador === 1,
  is_sourcing: row.is_sourcing === 1,
  referred_by: row.referred_by,
  recruited_by: row.recruited_by,
  default_lang: row.default_lang,
  ...timesOf(row),
  kyc: withSignedDocuments(parseJson(row.kyc, {}), ['front', 'back']),
  business_info: parseJson(row.business_info, {}),
  company_registration: withSignedDocuments(parseJson(row.company_registration, {}), ['doc']),
});

/** The seller block of a product: name and business name per language. */
export type ProductSeller = Required<Product['seller']>;

export const sellerOf = (row: Pick<UserRow, '_id' | 'name' | 'business_info'>): ProductSeller => {
  const info = parseJson<{ en?: { business_name?: string }; ar?: { business_name?: string } }>(
    row.business_info,
    {},
  );
  return {
    _id: row._id,
    name: row.name,
    business_name: { en: info.en?.business_name ?? '', ar: info.ar?.business_name ?? '' },
  };
};

export const toProduct = (row: ProductRow, seller?: ProductSeller): Product => ({
  _id: row.id,
  sku: row.sku,
  seller: seller ?? { _id: row.seller_id },
  category: row.category_code,
  status: row.status,
  ...answeredOfferNumbers(row),
  is_recommended: row.is_recommended === 1,
  low_stock: {
    threshold: row.low_stock_threshold,
    own: row.low_stock_own === 1,
    level: stockLevelOf(row.stock_quantity, row.low_stock_threshold),
  },
  product_images: parseJson(row.product_images, []),
  en: { ...parseJson(row.en, {}), name: row.name_en, category: row.category_code },
  ar: { ...parseJson(row.ar, {}), name: row.name_ar, category: row.category_code },
  details: parseJson(row.details, {}),
  ...(row.review_reason
    ? { review_reason: parseJson<ReviewReason>(row.review_reason, { code: 'other' }) }
    : {}),
  ...timesOf(row),
});

/** A stored header with every flag said: older categories may have left some out. */
const headerOf = (header: Partial<CategoryHeader>): CategoryHeader => ({
  ...header,
  key: header.key ?? '',
  en: header.en ?? '',
  ar: header.ar ?? '',
  is_required: header.is_required ?? false,
  is_visible: header.is_visible ?? true,
  lang_specific: header.lang_specific ?? false,
  value_type: header.value_type === 'number' ? 'number' : 'text',
});

export const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  code: row.code,
  name: { en: row.name_en, ar: row.name_ar },
  img: row.img,
  published: row.published === 1,
  is_sub: row.is_sub === 1,
  parent_code: row.parent_code,
  headers: parseJson<Partial<CategoryHeader>[]>(row.headers, []).map(headerOf),
  ...timesOf(row),
});

/** One order line in the API's shape (docs/api.md): `data` is the product, price is the unit price at order time. */
export const toOrderLine = (line: OrderLineRow, order: OrderRow, product: Product): OrderLine => ({
  _id: line.id,
  data: product,
  quantity: line.quantity,
  status: line.status,
  price: toLE(line.price),
  order_ref_id: order.order_ref_id,
  updatedAt: line.updated_at,
  returned_quantity: line.returned_quantity,
  ship_by: line.ship_by,
});

/** The buyer's name and phone as the lists show them (null when the account went). */
export type BuyerContact = { name: string | null; phone: string | null };

export const toOrder = (order: OrderRow, lines: OrderLine[], buyer: BuyerContact): Order => ({
  _id: order.id,
  order_ref_id: order.order_ref_id,
  buyer: order.buyer_id,
  buyer_name: buyer.name,
  buyer_phone: buyer.phone,
  createdAt: order.created_at,
  delivery_address: toDeliveryAddress(order.delivery_address),
  product: lines,
});

export const toWallet = (row: WalletRow | undefined): Wallet => ({
  net_balance: toLE(row?.net_balance ?? 0),
  total_balance: toLE(row?.total_balance ?? 0),
});

/** A ledger entry as the account summary answers it: product.data and transaction (docs/api.md). */
export const toTransaction = (row: TransactionRow, product: Product | null): LedgerEntry => ({
  _id: row.id,
  product: { data: product },
  transaction: {
    transaction_time: row.transaction_time,
    order_ref_id: row.order_ref_id,
    type: row.type,
    amount: toLE(row.amount),
    balance_after: toLE(row.balance_after),
    kind: row.kind,
    reference: row.reference,
  },
});

export const toNotification = (row: NotificationRow): AppNotification => ({
  _id: row.id,
  object_type: row.object_type,
  message: { en: row.message_en, ar: row.message_ar },
  read: row.read === 1,
  object: parseJson(row.object, {}),
  createdAt: row.created_at,
});
