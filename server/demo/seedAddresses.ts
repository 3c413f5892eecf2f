/**
 * Where the demo buyer's orders go: real governorates (src/lib/enumerations.ts GOVERNORATES) with cities and
 * streets of each, written in Arabic as a buyer in Egypt types them.
 */
import { GOVERNORATE_VALUES } from '../../src/lib/enumerations';
import type { DeliveryAddress } from '../lib/deliveryAddress';
import type { Random } from './seedRandom';

const PLACES: readonly { governorate: string; cities: readonly string[]; streets: readonly string[] }[] = [
  {
    governorate: 'cairo',
    cities: ['مدينة نصر', 'مصر الجديدة', 'المعادي'],
    streets: ['شارع عباس العقاد', 'شارع الثورة', 'شارع 9'],
  },
  {
    governorate: 'giza',
    cities: ['الدقي', 'المهندسين', 'السادس من أكتوبر'],
    streets: ['شارع التحرير', 'شارع جامعة الدول العربية', 'المحور المركزي'],
  },
  {
    governorate: 'alexandria',
    cities: ['سموحة', 'سيدي جابر', 'المنشية'],
    streets: ['شارع فوزي معاذ', 'طريق الحرية', 'شارع النبي دانيال'],
  },
  { governorate: 'dakahlia', cities: ['المنصورة', 'طلخا'], streets: ['شارع الجيش', 'شارع الجمهورية'] },
  {
    governorate: 'sharqia',
    cities: ['الزقازيق', 'العاشر من رمضان'],
    streets: ['شارع فاروق', 'شارع المحافظة'],
  },
  { governorate: 'gharbia', cities: ['طنطا', 'المحلة الكبرى'], streets: ['شارع البحر', 'شارع الجلاء'] },
  { governorate: 'qalyubia', cities: ['بنها', 'شبرا الخيمة'], streets: ['شارع فريد ندا', 'شارع 15 مايو'] },
  { governorate: 'asyut', cities: ['أسيوط'], streets: ['شارع الجمهورية', 'شارع يسري راغب'] },
  { governorate: 'luxor', cities: ['الأقصر'], streets: ['شارع الكرنك', 'شارع التلفزيون'] },
];

// A typo here would seed an address the app cannot label: fail the seed instead.
for (const place of PLACES) {
  if (!GOVERNORATE_VALUES.includes(place.governorate))
    throw new Error(`unknown governorate ${place.governorate}`);
}

/**
 * An address drawn with `random`, which must not be the PRNG of the rest of the seed: drawing from that one
 * would move every product, order and ledger row after it.
 */
export const demoDeliveryAddress = (random: Random): DeliveryAddress => {
  const place = random.pick(PLACES);
  return {
    governorate: place.governorate,
    city: random.pick(place.cities),
    street: random.pick(place.streets),
    building_number: String(random.int(1, 120)),
  };
};
