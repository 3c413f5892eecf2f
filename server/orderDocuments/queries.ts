import type { Db } from '../db/database';
import { toDeliveryAddress } from '../lib/deliveryAddress';
import { parseJson } from '../lib/json';
import { toLE } from '../lib/money';
import { sellerOf } from '../lib/serialize';
import { findOrder, linesOfOrder, type LineJoinRow } from '../orders/queries';
import { UNSOLD_LINE_STATUSES } from '../../src/lib/orderDocuments';
import type { OrderDocument } from '../../src/lib/api.generated';

type Registration = { tax_number?: unknown; reg_nb?: unknown };

const plainText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The tax and registration numbers of each seller, as their company registration holds them. */
const registrationsOf = async (db: Db, sellerIds: readonly string[]) => {
  if (sellerIds.length === 0) return new Map<string, { tax_number: string; reg_nb: string }>();
  const rows = await db
    .selectFrom('users')
    .select(['_id', 'company_registration'])
    .where('_id', 'in', [...sellerIds])
    .execute();
  return new Map(
    rows.map((row) => {
      const stored = parseJson<Registration>(row.company_registration, {});
      return [row._id, { tax_number: plainText(stored.tax_number), reg_nb: plainText(stored.reg_nb) }];
    }),
  );
};

/** A document before its seller's registration numbers are read (once for every seller of the request). */
type DocumentPart = Omit<OrderDocument, 'seller'> & { sellerRow: LineJoinRow };

/** The documents an order is printed as: one per seller whose sold lines it holds, in the order lines were placed. */
const documentsOfOrder = (
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
  rows: readonly LineJoinRow[],
): DocumentPart[] => {
  const bySeller = new Map<string, LineJoinRow[]>();
  for (const row of rows) {
    if (UNSOLD_LINE_STATUSES.includes(row.status)) continue;
    bySeller.set(row.seller_id, [...(bySeller.get(row.seller_id) ?? []), row]);
  }
  return [...bySeller.values()].map((lines) => ({
    sellerRow: lines[0] as LineJoinRow,
    order_id: order.id,
    order_ref_id: order.order_ref_id,
    created_at: order.created_at,
    buyer: order.b_name !== null ? { name: order.b_name, phone_number: order.b_phone ?? '' } : null,
    delivery_address: toDeliveryAddress(order.delivery_address),
    lines: lines.map((line) => ({
      _id: line.id,
      sku: line.p_sku,
      name: { en: line.p_name_en, ar: line.p_name_ar },
      quantity: line.quantity,
      unit_price: toLE(line.price),
      total: toLE(line.price * line.quantity),
    })),
    total: toLE(lines.reduce((sum, line) => sum + line.price * line.quantity, 0)),
  }));
};

/**
 * The documents of the orders named (by id or reference), in the order named, each order once. `sellerId`
 * limits them to that seller's lines (null: every seller's, for admins and sourcing); an order without any of
 * them is among `missing`, exactly like an order that does not exist, so a seller cannot learn which
 * references exist. Cancelled and refused lines are left out; an order left with none gives no document.
 */
export const orderDocuments = async (
  db: Db,
  keys: readonly string[],
  sellerId: string | null,
): Promise<{ documents: OrderDocument[]; missing: string[] }> => {
  const seen = new Set<string>();
  const missing: string[] = [];
  const parts: DocumentPart[] = [];
  for (const key of new Set(keys)) {
    const order = await findOrder(db, key);
    const rows = order ? await linesOfOrder(db, order.id, sellerId) : [];
    if (!order || rows.length === 0) {
      missing.push(key);
      continue;
    }
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    parts.push(...documentsOfOrder(order, rows));
  }
  const registrations = await registrationsOf(db, [
    ...new Set(parts.map((part) => part.sellerRow.seller_id)),
  ]);
  const documents = parts.map(({ sellerRow, ...document }) => {
    const seller = sellerOf({
      _id: sellerRow.s_id,
      name: sellerRow.s_name,
      business_info: sellerRow.s_business_info,
    });
    const registration = registrations.get(sellerRow.seller_id) ?? { tax_number: '', reg_nb: '' };
    return {
      ...document,
      seller: {
        _id: seller._id,
        name: seller.name,
        business_name: seller.business_name,
        ...registration,
      },
    };
  });
  return { documents, missing };
};
