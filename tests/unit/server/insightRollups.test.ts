import { describe, expect, it } from 'vitest';
import { marketDayOf, mergeDeltas, statusDeltas, type CountedLine } from '../../../server/insight/rollups';

const line: CountedLine = {
  order_id: 'o1',
  seller_id: 's1',
  product_id: 'p1',
  quantity: 4,
  price: 2_500,
  returned_quantity: 1,
  ship_by: '2026-11-10',
  ordered_at: '2026-11-08T10:00:00.000Z',
};

describe('the insight’s deltas of a line’s moves', () => {
  it('counts days in Egypt: 23:30 UTC is already the next day there', () => {
    expect(marketDayOf('2026-11-09T23:30:00.000Z')).toBe('2026-11-10');
    // Summer time (UTC+3): 21:30 UTC is 00:30 the next day.
    expect(marketDayOf('2026-07-01T21:30:00.000Z')).toBe('2026-07-02');
    expect(marketDayOf('2026-07-01T20:30:00.000Z')).toBe('2026-07-01');
  });

  it('counts a shipment on time up to its ship-by day in Egypt, and late after it', () => {
    expect(statusDeltas(line, 'confirmed', 'shipped', '2026-11-10T20:00:00.000Z', '')[0]?.sums).toEqual({
      shipped_lines: 1,
      shipped_on_time: 1,
    });
    // 22:30 UTC on the 10th is the 11th in Egypt.
    expect(statusDeltas(line, 'confirmed', 'shipped', '2026-11-10T22:30:00.000Z', '')[0]?.sums).toEqual({
      shipped_lines: 1,
      shipped_on_time: 0,
    });
  });

  it('takes an undone shipment away on the day it was made', () => {
    const [undone] = statusDeltas(
      line,
      'shipped',
      'confirmed',
      '2026-11-12T08:00:00.000Z',
      '2026-11-09T08:00:00.000Z',
    );
    expect(undone).toMatchObject({ day: '2026-11-09', sums: { shipped_lines: -1, shipped_on_time: -1 } });
  });

  it('counts a delivery as the product’s sale, and a whole return as the units not yet back', () => {
    const [delivered] = statusDeltas(line, 'shipped', 'delivered', '2026-11-11T08:00:00.000Z', '');
    expect(delivered).toMatchObject({
      sums: { sold_units: 4, sales: 10_000 },
      product: { id: 'p1', soldUnits: 4, sales: 10_000 },
    });
    const [returned] = statusDeltas(line, 'delivered', 'returned', '2026-11-12T08:00:00.000Z', '');
    expect(returned?.sums).toEqual({ returned_units: 3, returned_value: 7_500 });
    // Refused at the door: never delivered, nothing came back from a sale.
    expect(statusDeltas(line, 'shipped', 'returned', '2026-11-12T08:00:00.000Z', '')).toEqual([]);
    expect(statusDeltas(line, 'pending', 'confirmed', '2026-11-12T08:00:00.000Z', '')).toEqual([]);
  });

  it('adds deltas of one row together, for the seller, the marketplace and the product', () => {
    const merged = mergeDeltas([
      ...statusDeltas(line, 'shipped', 'delivered', '2026-11-11T08:00:00.000Z', ''),
      ...statusDeltas({ ...line, seller_id: 's2' }, 'shipped', 'delivered', '2026-11-11T09:00:00.000Z', ''),
    ]);
    expect(merged.sellerDays).toHaveLength(2);
    expect(merged.marketDays).toEqual([
      expect.objectContaining({ day: '2026-11-11', sold_units: 8, sales: 20_000 }),
    ]);
    expect(merged.productMonths).toEqual([
      expect.objectContaining({ seller_id: 's1', month: '2026-11-01', product_id: 'p1', sold_units: 4 }),
      expect.objectContaining({ seller_id: 's2', month: '2026-11-01', product_id: 'p1', sold_units: 4 }),
    ]);
  });
});
