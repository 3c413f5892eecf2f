import type { ReturnRequest, ReturnStatus } from '../types';
import { sampleLine } from './sampleProducts';

const REASONS = [
  { en: 'Item arrived damaged', ar: 'وصل المنتج تالفًا' },
  { en: 'Wrong item delivered', ar: 'تم توصيل منتج مختلف' },
  { en: 'Does not match the description', ar: 'لا يطابق الوصف' },
  { en: 'Missing parts', ar: 'أجزاء ناقصة' },
  { en: 'Buyer changed their mind', ar: 'غيّر المشتري رأيه' },
];

const STATUSES: readonly ReturnStatus[] = ['requested', 'delivered', 'accepted'];

/** Sample return requests for /pages/return: requested, then delivered back to the seller, then accepted. */
export const SAMPLE_RETURNS: readonly ReturnRequest[] = Array.from({ length: 13 }, (_, index) => {
  const status = STATUSES[index % STATUSES.length] ?? 'requested';
  const requestedAt = new Date(Date.UTC(2025, 1, 2 + index * 2, 11, 15)).toISOString();
  const updatedAt = new Date(Date.UTC(2025, 1, 4 + index * 2, 15, 40)).toISOString();
  const quantity = 1 + (index % 3);
  const line = sampleLine(
    (index * 5) % 17,
    3100 + index,
    quantity,
    status === 'accepted' ? 'returned' : 'delivered',
    updatedAt,
  );
  return {
    _id: `demo-return-${index + 1}`,
    return_ref_id: `RET-${String(5201 + index)}`,
    line,
    reason: REASONS[index % REASONS.length] ?? { en: '', ar: '' },
    status,
    refund_amount: line.price * quantity,
    requestedAt,
    updatedAt,
  };
});
