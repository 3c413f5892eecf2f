import type { ReviewReason } from '../lib/reviewReasons';
/** Entity shapes of SPEC.md §3 as the API sends them. */
import type { Language } from '../i18n';
import type { BUSINESS_INFO, COMPANY_REGISTRATION, KYC } from '../lib/entities/onboarding';
import type { StoredValues } from '../lib/entities/types';
import type { CategoryHeader } from '../lib/categoryKey';
import type { OrderReasonCode } from '../lib/orderReasons';
import type { OrderStatus } from '../lib/orderStatus';
import type { ProductStatus } from '../lib/productStatus';
import type { ApprovalStatus } from '../lib/approval';

export type { ApprovalStatus };

export interface UploadedDocument {
  url?: string;
  admin_url?: string;
  approved?: ApprovalStatus;
  /** When the user (or an admin for them) last uploaded it; absent on documents stored before issue 16. */
  submitted_at?: string;
  /** Why an admin rejected it; only while it stays rejected. */
  reason?: ReviewReason;
}

export interface KycData extends StoredValues<typeof KYC> {
  front?: UploadedDocument;
  back?: UploadedDocument;
}

export type BusinessInfoFields = StoredValues<typeof BUSINESS_INFO>;

export interface BusinessInfo {
  approved?: ApprovalStatus;
  submitted_at?: string;
  /** Why an admin rejected it; only while it stays rejected. */
  reason?: ReviewReason;
  en?: BusinessInfoFields;
  ar?: BusinessInfoFields;
}

export interface CompanyRegistration extends StoredValues<typeof COMPANY_REGISTRATION> {
  doc?: UploadedDocument;
}

export interface PrimaryAddress {
  city?: string;
  street?: string;
  building_number?: string;
}

export interface User {
  _id: string;
  ref_id?: string;
  name: string;
  email?: string;
  phone_number?: string;
  nickname?: string;
  primary_address?: PrimaryAddress;
  is_admin?: boolean;
  is_seller?: boolean;
  is_ambassador?: boolean;
  is_sourcing?: boolean;
  updatedAt?: string;
  referred_by?: string;
  default_lang?: Language;
  kyc?: KycData;
  business_info?: BusinessInfo;
  company_registration?: CompanyRegistration;
  order_count?: number;
}

/** The session payload carried by the token (SPEC.md §3 Session data). */
export interface SessionUser {
  id: string;
  email?: string;
  is_admin?: boolean;
  is_ambassador?: boolean;
  is_seller?: boolean;
  /** Expiry in seconds since the epoch. */
  exp?: number;
  iat?: number;
}

export type { ProductStatus };

export interface ProductImage {
  url?: string;
  admin_url?: string;
}

/** The language-specific block of a product: name, category and the category's lang_specific attributes. */
export interface ProductLanguageBlock {
  name?: string;
  category?: string;
  [attribute: string]: string | number | undefined;
}

export interface Product {
  _id: string;
  sku: string;
  seller?: { _id?: string; name?: string; business_name?: { en?: string; ar?: string } };
  status: ProductStatus;
  listing_price: number;
  stock_quantity: number;
  updatedAt: string;
  handling_time?: number | string | null;
  is_recommended: boolean;
  product_images: ProductImage[];
  /** The category code. */
  category?: string;
  en: ProductLanguageBlock;
  ar: ProductLanguageBlock;
  /** Attributes that are the same in both languages (the offer details). */
  details?: Record<string, string | number | null>;
  /** Why an admin rejected it; only while it stays rejected. */
  review_reason?: ReviewReason;
}

export type { CategoryHeader };

export interface Category {
  _id: string;
  code: string;
  name: { en: string; ar: string };
  img?: string;
  published: boolean;
  is_sub?: boolean;
  parent_code?: string;
  headers: CategoryHeader[];
}

export type OrderLineStatus = OrderStatus;

export interface OrderLine {
  _id: string;
  data: Product;
  quantity: number;
  status: OrderLineStatus;
  /** Unit price at the time of the order. */
  price: number;
  order_ref_id: string;
  updatedAt: string;
}

/** Where an order goes: a governorate value of src/lib/enumerations.ts GOVERNORATES and free text. */
export interface DeliveryAddress {
  governorate: string;
  city: string;
  street: string;
  building_number: string;
}

export interface Order {
  _id: string;
  order_ref_id: string;
  /** The order's lines (SPEC.md §3 "product list"). */
  product: OrderLine[];
  createdAt?: string;
  /** In the lists, the buyer's id (the order detail answers the buyer's name and phone). */
  buyer?: string | null;
  delivery_address?: DeliveryAddress | null;
}

export type { OrderReasonCode };

/** Why a line is rejected or canceled (required for those two statuses); `text` is required for "other". */
export interface OrderReason {
  code: OrderReasonCode;
  text?: string | null;
}

/** One step of an order line's history in the order detail. */
export interface TimelineEntry {
  line_id: string;
  product_id: string;
  product_name: { en: string; ar: string };
  /** ISO time of the change. */
  at: string;
  /** Who made it; null when the account no longer exists. */
  actor: { _id: string; name: string } | null;
  /** null: the line was created when the buyer placed the order. */
  from: OrderLineStatus | null;
  to: OrderLineStatus;
  reason: { code: OrderReasonCode | string; label: { en: string; ar: string }; text: string | null } | null;
  /** Taken back by its author; the undo is not an entry of its own, the line is back at `from`. */
  undone: boolean;
}

/** GET /orders/{id}: the lines the caller may see (a seller's own only), their total in LE and their history. */
export interface OrderDetail {
  _id: string;
  order_ref_id: string;
  createdAt: string;
  buyer: { _id: string; name: string; phone_number: string } | null;
  delivery_address: DeliveryAddress | null;
  product: OrderLine[];
  total: number;
  /** Oldest first. */
  timeline: TimelineEntry[];
}

/** Until when the change just made may be undone (PUT /orders/{id}/status/undo); null when it cannot be. */
export type OrderUndo = { until: string } | null;

/** The answer of a status change: the line as stored, a message, and the undo window. */
export interface OrderStatusChange {
  data: OrderLine;
  message: { en: string; ar: string };
  undo: OrderUndo;
}

export interface NotificationProductEntry {
  status: OrderLineStatus | string;
  quantity: number;
  order_ref_id: string;
  data: {
    _id?: string;
    name?: { en?: string; ar?: string };
    en?: { name?: string };
    ar?: { name?: string };
    listing_price: number;
    updatedAt: string;
  };
}

export interface AppNotification {
  _id: string;
  object_type: string;
  message: { en: string; ar: string };
  read: boolean;
  createdAt?: string;
  /**
   * For an order, `_id` is the order's id (opens /store/orders/{id}). For a review (object_type product,
   * document or business_info, issue 16): the new status, the reason of a rejection, the document's type, and
   * for products how many changed with up to 20 of their ids.
   */
  object?: {
    product?: NotificationProductEntry[];
    order_ref_id?: string;
    _id?: string;
    status?: string;
    reason?: ReviewReason | null;
    type?: string;
    count?: number;
    product_ids?: string[];
    undone?: boolean;
  };
}

export interface Wallet {
  net_balance: number;
  total_balance: number;
}

export interface LedgerEntry {
  _id: string;
  product: { data: Product | null };
  transaction: {
    transaction_time: string;
    order_ref_id: string | null;
    type: 'CR' | 'DR';
    amount: number;
    balance_after: number;
  };
}

/**
 * GET /accounts/wallet with list parameters (page, limit, search, from, to): the summary without the whole
 * ledger, one page of it newest first (each row's balance_after over the whole history), and the count.
 */
export interface LedgerPage {
  data: { wallet: Wallet; user: User | null };
  items: LedgerEntry[];
  meta: { count: number; page: number; limit: number };
}

export interface LedgerQuery {
  page: number;
  limit?: number;
  search?: string;
  /** ISO day (a UTC day) or timestamp; both ends are included. */
  from?: string;
  to?: string;
}
