/** Where an order goes (orders.delivery_address): a governorate of src/lib/enumerations.ts and free text. */
export type DeliveryAddress = { governorate: string; city: string; street: string; building_number: string };

export const DELIVERY_ADDRESS_FIELDS = ['governorate', 'city', 'street', 'building_number'] as const;

/**
 * The stored JSON as the API answers it: every field present as text, so the app need not guard each one; null
 * when the order has no address (older orders, or text that is not an object).
 */
export const toDeliveryAddress = (text: string | null | undefined): DeliveryAddress | null => {
  let stored: unknown;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const fields = stored as Record<string, unknown>;
  const field = (name: (typeof DELIVERY_ADDRESS_FIELDS)[number]) => {
    const value = fields[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return {
    governorate: field('governorate'),
    city: field('city'),
    street: field('street'),
    building_number: field('building_number'),
  };
};
