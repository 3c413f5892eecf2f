/**
 * The fixed value lists of the API's entities (docs/api.md, docs/onboarding.md) with their Arabic and English labels. Pure data, shared by the app's
 * selects and schemas and by the reference API's body validation, so both accept exactly the same values.
 */
export interface Enumerated {
  value: string;
  en: string;
  ar: string;
}

const values = (list: readonly Enumerated[]): string[] => list.map((item) => item.value);

export const ID_TYPES = [
  { value: 'national_id', en: 'National ID', ar: 'بطاقة الرقم القومي' },
  { value: 'passport', en: 'Passport', ar: 'جواز السفر' },
  { value: 'family_card', en: 'Family card', ar: 'بطاقة عائلية' },
] as const satisfies readonly Enumerated[];

export const RELIGIONS = [
  { value: 'muslim', en: 'Muslim', ar: 'مسلم' },
  { value: 'christian', en: 'Christian', ar: 'مسيحي' },
  { value: 'jewish', en: 'Jewish', ar: 'يهودي' },
] as const satisfies readonly Enumerated[];

export const SOCIAL_STATUSES = [
  { value: 'single', en: 'Single', ar: 'أعزب' },
  { value: 'married', en: 'Married', ar: 'متزوج' },
  { value: 'divorced', en: 'Divorced', ar: 'مطلق' },
  { value: 'widowed', en: 'Widowed', ar: 'أرمل' },
] as const satisfies readonly Enumerated[];

export const GENDERS = [
  { value: 'female', en: 'Female', ar: 'أنثى' },
  { value: 'male', en: 'Male', ar: 'ذكر' },
] as const satisfies readonly Enumerated[];

export const SELLER_TYPES = [
  { value: 'supplier', en: 'Supplier', ar: 'مورد' },
  { value: 'wholesaler', en: 'Wholesaler', ar: 'تاجر جملة' },
  { value: 'merchant', en: 'Merchant', ar: 'تاجر' },
] as const satisfies readonly Enumerated[];

export const BUSINESS_LOCATIONS = [
  { value: 'home', en: 'Home', ar: 'المنزل' },
  { value: 'commercial', en: 'Commercial premises', ar: 'مقر تجاري' },
] as const satisfies readonly Enumerated[];

export const BUSINESS_OWNERSHIPS = [
  { value: 'owned', en: 'Owned', ar: 'ملك' },
  { value: 'rental', en: 'Rental', ar: 'إيجار' },
] as const satisfies readonly Enumerated[];

export const GOVERNORATES = [
  { value: 'cairo', en: 'Cairo', ar: 'القاهرة' },
  { value: 'faiyum', en: 'Faiyum', ar: 'الفيوم' },
  { value: 'kafrelsheikh', en: 'Kafr El Sheikh', ar: 'كفر الشيخ' },
  { value: 'alexandria', en: 'Alexandria', ar: 'الإسكندرية' },
  { value: 'benisuef', en: 'Beni Suef', ar: 'بني سويف' },
  { value: 'gharbia', en: 'Gharbia', ar: 'الغربية' },
  { value: 'dakahlia', en: 'Dakahlia', ar: 'الدقهلية' },
  { value: 'sharqia', en: 'Sharqia', ar: 'الشرقية' },
  { value: 'beheira', en: 'Beheira', ar: 'البحيرة' },
  { value: 'newvalley', en: 'New Valley', ar: 'الوادي الجديد' },
  { value: 'redsea', en: 'Red Sea', ar: 'البحر الأحمر' },
  { value: 'sohag', en: 'Sohag', ar: 'سوهاج' },
  { value: 'aswan', en: 'Aswan', ar: 'أسوان' },
  { value: 'asyut', en: 'Asyut', ar: 'أسيوط' },
  { value: 'qena', en: 'Qena', ar: 'قنا' },
  { value: 'minya', en: 'Minya', ar: 'المنيا' },
  { value: 'giza', en: 'Giza', ar: 'الجيزة' },
  { value: 'marsamatruh', en: 'Marsa Matruh', ar: 'مرسى مطروح' },
  { value: 'southsinai', en: 'South Sinai', ar: 'جنوب سيناء' },
  { value: 'damietta', en: 'Damietta', ar: 'دمياط' },
  { value: 'qalyubia', en: 'Qalyubia', ar: 'القليوبية' },
  { value: 'monufia', en: 'Monufia', ar: 'المنوفية' },
  { value: 'suez', en: 'Suez', ar: 'السويس' },
  { value: 'portsaid', en: 'Port Said', ar: 'بورسعيد' },
  { value: 'ismailia', en: 'Ismailia', ar: 'الإسماعيلية' },
  { value: 'luxor', en: 'Luxor', ar: 'الأقصر' },
] as const satisfies readonly Enumerated[];

export const ID_TYPE_VALUES = values(ID_TYPES);
export const RELIGION_VALUES = values(RELIGIONS);
export const SOCIAL_STATUS_VALUES = values(SOCIAL_STATUSES);
export const GENDER_VALUES = values(GENDERS);
export const SELLER_TYPE_VALUES = values(SELLER_TYPES);
export const BUSINESS_LOCATION_VALUES = values(BUSINESS_LOCATIONS);
export const BUSINESS_OWNERSHIP_VALUES = values(BUSINESS_OWNERSHIPS);
export const GOVERNORATE_VALUES = values(GOVERNORATES);

/** Lists with no order of their own: offered alphabetically in the page's language. */
const ALPHABETICAL: ReadonlySet<readonly Enumerated[]> = new Set([GOVERNORATES]);

/**
 * Select options in the given language: in the order they are declared, or, for a list with no order of its
 * own (governorates), alphabetically as the language sorts.
 */
export const optionsIn = (list: readonly Enumerated[], language: 'ar' | 'en') => {
  const options = list.map((item) => ({ value: item.value, label: item[language] }));
  if (!ALPHABETICAL.has(list)) return options;
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
};

/** The label of a stored value, or the raw value when it is not (or no longer) in the list. */
export const labelOf = (list: readonly Enumerated[], value: string | undefined, language: 'ar' | 'en') =>
  list.find((item) => item.value === value)?.[language] ?? value ?? '';

/** Dates of the KYC form are calendar dates (YYYY-MM-DD); company registration dates are ISO timestamps. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (rejects 2024-02-30) written as YYYY-MM-DD or as an ISO timestamp. */
export const isValidDate = (value: string): boolean => {
  const day = value.slice(0, 10);
  if (!CALENDAR_DATE_PATTERN.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === day &&
    (value.length === 10 || !Number.isNaN(Date.parse(value)))
  );
};
