import type { Compensation, CompensationStatus } from '../types';
import { sampleLine } from './sampleProducts';

const REASONS = [
  { en: 'Shipment lost by the courier', ar: 'فقدت الشحنة لدى شركة الشحن' },
  { en: 'Item damaged in the warehouse', ar: 'تلف المنتج في المخزن' },
  { en: 'Return not received back', ar: 'لم يتم استلام المرتجع' },
  { en: 'Late payment settlement', ar: 'تأخر تسوية المدفوعات' },
];

/** Sample compensations paid to the seller for /pages/compensations. */
export const SAMPLE_COMPENSATIONS: readonly Compensation[] = Array.from({ length: 9 }, (_, index) => {
  const createdAt = new Date(Date.UTC(2025, 4, 3 + index * 3, 13, 20)).toISOString();
  const quantity = 1 + (index % 2);
  const line = sampleLine((index * 7 + 2) % 17, 5600 + index, quantity, 'delivered', createdAt);
  const status: CompensationStatus = index % 3 === 0 ? 'pending' : 'credited';
  return {
    _id: `demo-compensation-${index + 1}`,
    ref_id: `CMP-${String(910 + index)}`,
    line,
    reason: REASONS[index % REASONS.length] ?? { en: '', ar: '' },
    amount: Math.round(line.price * quantity * (index % 2 === 0 ? 1 : 0.5) * 100) / 100,
    status,
    createdAt,
  };
});
