/**
 * Shapes of the demonstration pages. They follow the real entities (Product, OrderLine, Wallet) so that an
 * API for returns, cancellations, withdrawals and compensations can later feed the same screens.
 */
import type { OrderLine, Product } from '../../api/types';

export interface Bilingual {
  en: string;
  ar: string;
}

/** A catalogue entry: a product plus its buyers' rating on the 5-star scale (SPEC.md §9). */
export interface CatalogueProduct extends Product {
  /** 0 to 5, one decimal. */
  rating: number;
  review_count: number;
}

export type ReturnStatus = 'requested' | 'delivered' | 'accepted';

export interface ReturnRequest {
  _id: string;
  return_ref_id: string;
  /** The returned order line (its status is `returned` once accepted). */
  line: OrderLine;
  reason: Bilingual;
  status: ReturnStatus;
  refund_amount: number;
  requestedAt: string;
  updatedAt: string;
}

export type CanceledBy = 'buyer' | 'seller' | 'admin';

export interface CanceledOrder {
  _id: string;
  line: OrderLine;
  canceled_by: CanceledBy;
  reason: Bilingual;
  canceledAt: string;
}
