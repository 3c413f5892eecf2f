import type { CategoryHeader } from '../../src/lib/categoryKey';

/** Bilingual demo catalogue used by the seed: real Egyptian-market products in English and Arabic. */

export type Pair = readonly [en: string, ar: string];
export type CategoryCode = 'electronics' | 'cosmetics' | 'fnb' | 'textiles';

type Item = { name: Pair; sub: Pair; price: readonly [min: number, max: number] };

export type CategorySeed = {
  code: CategoryCode;
  name: Pair;
  skuPrefix: string;
  colour: string;
  items: readonly Item[];
  brands: readonly Pair[];
  variants: readonly Pair[];
  /** Extra headers after the common ones. */
  headers: readonly CategoryHeader[];
  /** Values of the non-language-specific extra headers. */
  details: (pick: <T>(list: readonly T[]) => T) => Record<string, string | number>;
  /** Values of the language-specific extra headers, per language. */
  localized: (pick: <T>(list: readonly T[]) => T) => {
    en: Record<string, string>;
    ar: Record<string, string>;
  };
};

const header = (
  en: string,
  ar: string,
  key: string,
  flags: {
    required?: boolean;
    langSpecific?: boolean;
    number?: boolean;
    visible?: boolean;
    options?: readonly Pair[];
  } = {},
): CategoryHeader => ({
  en,
  ar,
  key,
  is_required: flags.required ?? false,
  is_visible: flags.visible ?? true,
  lang_specific: flags.langSpecific ?? false,
  value_type: flags.number ? 'number' : 'text',
  ...(flags.options
    ? { options: flags.options.map(([optionEn, optionAr]) => ({ en: optionEn, ar: optionAr })) }
    : {}),
});

/** Countries of origin offered as a drop-down (the demo products' origins are among them). */
const ORIGIN_OPTIONS: readonly Pair[] = [
  ['Egypt', 'مصر'],
  ['China', 'الصين'],
  ['Turkey', 'تركيا'],
  ['Vietnam', 'فيتنام'],
  ['India', 'الهند'],
  ['Germany', 'ألمانيا'],
  ['Italy', 'إيطاليا'],
  ['United Arab Emirates', 'الإمارات العربية المتحدة'],
  ['Saudi Arabia', 'السعودية'],
  ['United States', 'الولايات المتحدة'],
];

const SKIN_TYPES: readonly Pair[] = [
  ['All skin types', 'لجميع أنواع البشرة'],
  ['Dry skin', 'البشرة الجافة'],
  ['Oily skin', 'البشرة الدهنية'],
];

/** Headers every category has; the sku key is listed because the app excludes it from templates itself. */
export const COMMON_HEADERS: readonly CategoryHeader[] = [
  header('Name', 'الاسم', 'name', { required: true, langSpecific: true }),
  header('SKU', 'رمز المنتج', 'sku', { required: true }),
  header('Brand', 'العلامة التجارية', 'brand', { langSpecific: true }),
  header('Description', 'الوصف', 'description', { langSpecific: true }),
  header('Subcategory', 'الفئة الفرعية', 'subcategory', { langSpecific: true }),
  header('Origin', 'بلد المنشأ', 'origin', { langSpecific: true, options: ORIGIN_OPTIONS }),
  header('Listing price', 'سعر البيع', 'listing_price', { required: true, number: true }),
  header('Stock quantity', 'الكمية المتاحة', 'stock_quantity', { required: true, number: true }),
  header('Handling time', 'مدة التجهيز', 'handling_time', { number: true }),
];

/** The origins the demo products are given. */
export const ORIGINS: readonly Pair[] = ORIGIN_OPTIONS.slice(0, 4);

export const GOVERNORATES: readonly Pair[] = [
  ['Cairo', 'القاهرة'],
  ['Giza', 'الجيزة'],
  ['Alexandria', 'الإسكندرية'],
  ['Dakahlia', 'الدقهلية'],
  ['Sharqia', 'الشرقية'],
  ['Gharbia', 'الغربية'],
];

export const CATEGORIES: readonly CategorySeed[] = [
  {
    code: 'electronics',
    name: ['Electronics', 'إلكترونيات'],
    skuPrefix: 'ELC',
    colour: '#0d6efd',
    items: [
      {
        name: ['Power Bank', 'باور بانك'],
        sub: ['Mobile accessories', 'إكسسوارات الموبايل'],
        price: [250, 1200],
      },
      {
        name: ['USB-C Charger', 'شاحن USB-C'],
        sub: ['Mobile accessories', 'إكسسوارات الموبايل'],
        price: [120, 650],
      },
      { name: ['Bluetooth Earbuds', 'سماعات أذن بلوتوث'], sub: ['Audio', 'صوتيات'], price: [300, 2500] },
      { name: ['LED Desk Lamp', 'مصباح مكتب LED'], sub: ['Lighting', 'إضاءة'], price: [180, 900] },
      { name: ['Alkaline Batteries', 'بطاريات قلوية'], sub: ['Batteries', 'بطاريات'], price: [40, 220] },
      { name: ['Smart Watch', 'ساعة ذكية'], sub: ['Wearables', 'أجهزة قابلة للارتداء'], price: [900, 4500] },
      { name: ['HDMI Cable', 'كابل HDMI'], sub: ['Cables', 'كابلات'], price: [60, 350] },
      {
        name: ['Wireless Mouse', 'ماوس لاسلكي'],
        sub: ['Computer accessories', 'ملحقات الكمبيوتر'],
        price: [150, 800],
      },
    ],
    brands: [
      ['Anker', 'أنكر'],
      ['Samsung', 'سامسونج'],
      ['Xiaomi', 'شاومي'],
      ['Energizer', 'إنرجايزر'],
      ['Philips', 'فيليبس'],
    ],
    variants: [
      ['Black', 'أسود'],
      ['White', 'أبيض'],
      ['Pack of 2', 'عبوة قطعتين'],
      ['Pro', 'برو'],
      ['Mini', 'ميني'],
    ],
    headers: [
      header('Battery type', 'نوع البطارية', 'battery_type', {
        options: ['Li-ion', 'Li-Po', 'Alkaline', 'NiMH'].map((name) => [name, name] as const),
      }),
      header('Battery size', 'حجم البطارية', 'battery_size'),
      header('Warranty months', 'مدة الضمان بالشهور', 'warranty_months', { number: true }),
    ],
    details: (pick) => ({
      battery_type: pick(['Li-ion', 'Li-Po', 'Alkaline', 'NiMH']),
      battery_size: pick(['AA', 'AAA', '5000 mAh', '10000 mAh', '20000 mAh']),
      warranty_months: pick([6, 12, 24]),
    }),
    localized: () => ({ en: {}, ar: {} }),
  },
  {
    code: 'cosmetics',
    name: ['Cosmetics', 'مستحضرات التجميل'],
    skuPrefix: 'CSM',
    colour: '#d63384',
    items: [
      { name: ['Rose Water', 'ماء ورد'], sub: ['Skin care', 'العناية بالبشرة'], price: [35, 160] },
      { name: ['Argan Oil', 'زيت أرجان'], sub: ['Hair care', 'العناية بالشعر'], price: [90, 450] },
      {
        name: ['Shea Butter Cream', 'كريم زبدة الشيا'],
        sub: ['Skin care', 'العناية بالبشرة'],
        price: [70, 320],
      },
      { name: ['Black Seed Oil', 'زيت حبة البركة'], sub: ['Natural oils', 'زيوت طبيعية'], price: [60, 280] },
      { name: ['Henna Powder', 'مسحوق الحنّاء'], sub: ['Hair care', 'العناية بالشعر'], price: [25, 140] },
      {
        name: ['Glycerin Soap', 'صابون جلسرين'],
        sub: ['Bath and body', 'الاستحمام والجسم'],
        price: [15, 90],
      },
      { name: ['Aloe Vera Gel', 'جل الصبّار'], sub: ['Skin care', 'العناية بالبشرة'], price: [45, 210] },
    ],
    brands: [
      ['Nefertari', 'نفرتاري'],
      ['Harraz', 'حراز'],
      ['Kemet', 'كيميت'],
      ['Siwa Naturals', 'سيوة الطبيعية'],
    ],
    variants: [
      ['100 ml', '100 مل'],
      ['250 ml', '250 مل'],
      ['500 ml', '500 مل'],
      ['Travel size', 'حجم السفر'],
    ],
    headers: [
      header('Volume ml', 'الحجم بالمللي', 'volume_ml', { number: true }),
      header('Skin type', 'نوع البشرة', 'skin_type', { langSpecific: true, options: SKIN_TYPES }),
    ],
    details: (pick) => ({ volume_ml: pick([100, 250, 500]) }),
    localized: (pick) => {
      const [en, ar] = pick<Pair>(SKIN_TYPES);
      return { en: { skin_type: en }, ar: { skin_type: ar } };
    },
  },
  {
    code: 'fnb',
    name: ['Food and beverages', 'أغذية ومشروبات'],
    skuPrefix: 'FNB',
    colour: '#198754',
    items: [
      { name: ['Egyptian Rice', 'أرز مصري'], sub: ['Grains', 'حبوب'], price: [30, 420] },
      { name: ['Siwa Dates', 'تمر سيوي'], sub: ['Dried fruits', 'فواكه مجففة'], price: [60, 600] },
      { name: ['Ful Medames', 'فول مدمس'], sub: ['Canned food', 'معلبات'], price: [15, 240] },
      { name: ['Tahini', 'طحينة'], sub: ['Spreads', 'أطعمة قابلة للدهن'], price: [40, 380] },
      { name: ['Sugarcane Molasses', 'عسل أسود'], sub: ['Sweeteners', 'محليات'], price: [25, 260] },
      { name: ['Hibiscus', 'كركديه'], sub: ['Beverages', 'مشروبات'], price: [35, 300] },
      { name: ['Dukkah Spice Mix', 'دقة'], sub: ['Spices', 'توابل'], price: [20, 150] },
      { name: ['Bee Honey', 'عسل نحل'], sub: ['Sweeteners', 'محليات'], price: [120, 900] },
    ],
    brands: [
      ['Al Doha', 'الضحى'],
      ['Isis', 'إيزيس'],
      ['Harvest', 'هارفست'],
      ['Abu Auf', 'أبو عوف'],
    ],
    variants: [
      ['500 g', '500 جم'],
      ['1 kg', '1 كجم'],
      ['5 kg', '5 كجم'],
      ['Carton of 12', 'كرتونة 12 قطعة'],
    ],
    headers: [
      header('Weight g', 'الوزن بالجرام', 'weight_g', { number: true }),
      header('Storage', 'طريقة الحفظ', 'storage', { langSpecific: true }),
    ],
    details: (pick) => ({ weight_g: pick([500, 1000, 5000]) }),
    localized: (pick) => {
      const [en, ar] = pick<Pair>([
        ['Store in a cool, dry place', 'يحفظ في مكان بارد وجاف'],
        ['Refrigerate after opening', 'يحفظ في الثلاجة بعد الفتح'],
      ]);
      return { en: { storage: en }, ar: { storage: ar } };
    },
  },
  {
    code: 'textiles',
    name: ['Textiles', 'منسوجات'],
    skuPrefix: 'TXT',
    colour: '#fd7e14',
    items: [
      { name: ['Cotton Towel', 'فوطة قطن'], sub: ['Home textiles', 'مفروشات'], price: [60, 350] },
      { name: ['Bed Sheet Set', 'طقم ملاءات سرير'], sub: ['Home textiles', 'مفروشات'], price: [350, 1800] },
      { name: ['Galabeya', 'جلابية'], sub: ['Clothing', 'ملابس'], price: [250, 1200] },
      { name: ['Linen Tablecloth', 'مفرش سفرة كتان'], sub: ['Home textiles', 'مفروشات'], price: [180, 900] },
      { name: ['Cotton T-Shirt', 'تيشيرت قطن'], sub: ['Clothing', 'ملابس'], price: [90, 420] },
      { name: ['Prayer Rug', 'سجادة صلاة'], sub: ['Home textiles', 'مفروشات'], price: [150, 750] },
    ],
    brands: [
      ['Mahalla', 'المحلة'],
      ['Nile Cotton', 'قطن النيل'],
      ['Kafr El Dawar', 'كفر الدوار'],
    ],
    variants: [
      ['Small', 'صغير'],
      ['Medium', 'وسط'],
      ['Large', 'كبير'],
      ['Pack of 6', 'عبوة 6 قطع'],
    ],
    headers: [
      header('Material', 'الخامة', 'material', { langSpecific: true, required: true }),
      header('Color', 'اللون', 'color', { langSpecific: true }),
      header('Size', 'المقاس', 'size'),
    ],
    details: (pick) => ({ size: pick(['S', 'M', 'L', 'XL', '150x200 cm']) }),
    localized: (pick) => {
      const material = pick<Pair>([
        ['Egyptian cotton', 'قطن مصري'],
        ['Linen', 'كتان'],
        ['Polyester blend', 'خليط بوليستر'],
      ]);
      const color = pick<Pair>([
        ['White', 'أبيض'],
        ['Beige', 'بيج'],
        ['Navy', 'كحلي'],
        ['Red', 'أحمر'],
      ]);
      return {
        en: { material: material[0], color: color[0] },
        ar: { material: material[1], color: color[1] },
      };
    },
  },
];

/** A small inline SVG logo, so published categories have an image without shipping binary assets. */
export const categoryLogo = (category: CategorySeed): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="16" fill="${category.colour}"/>` +
      `<text x="48" y="58" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">` +
      `${category.skuPrefix}</text></svg>`,
  )}`;
