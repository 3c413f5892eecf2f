/**
 * The demo data of the seed (docs/api.md): accounts, who they are, and the patterns the generated products,
 * order lines and notifications follow. Pure data; server/demo/seed.ts and its helpers turn it into rows.
 */
import type { OrderStatus } from '../../src/lib/orderStatus';
import type { ProductStatus } from '../../src/lib/productStatus';
import type { Pair } from './catalogue';

/**
 * Deterministic demo data: the same PRNG seed and base date always give the same users, products, orders
 * and ledgers (only password salts and uploaded file names are random), so screenshots and tests are stable.
 */
export const SEED_BASE_DATE = Date.UTC(2026, 10, 1);
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_RANDOM_SEED = 20261101;

/** A seeded id: a two-character prefix and a number, 24 hex characters like every id. */
export const seededId = (prefix: string, n: number): string => `${prefix}${n.toString(16).padStart(22, '0')}`;

const userId = (n: number): string => seededId('a1', n);

export const DEMO_IDS = {
  admin: userId(1),
  seller: userId(2),
  newseller: userId(3),
  ambassador: userId(4),
  buyer: userId(5),
  seller2: userId(6),
} as const;

export type DemoAccountKey = keyof typeof DEMO_IDS;

export const DEMO_ACCOUNTS: readonly { key: DemoAccountKey; email: string; phone: string; who: string }[] = [
  { key: 'admin', email: 'admin@demo.eg', phone: '01000000001', who: 'admin (also enters the seller area)' },
  {
    key: 'seller',
    email: 'seller@demo.eg',
    phone: '01000000002',
    who: 'onboarded seller with products, orders, ledger',
  },
  {
    key: 'newseller',
    email: 'newseller@demo.eg',
    phone: '01000000003',
    who: 'seller who has not started onboarding',
  },
  { key: 'ambassador', email: 'ambassador@demo.eg', phone: '01000000004', who: 'ambassador with recruits' },
  { key: 'buyer', email: 'buyer@demo.eg', phone: '01000000005', who: 'buyer (no role flags)' },
  {
    key: 'seller2',
    email: 'seller2@demo.eg',
    phone: '01000000006',
    who: 'second onboarded seller (a few products)',
  },
];

export const SELLER_PRODUCT_COUNT = 240;
export const SELLER2_PRODUCT_COUNT = 12;
export const ORDER_COUNT = 84;

export type Approval = 'pending' | 'approved' | 'rejected';

/** What a fully onboarded account's KYC, business info and company registration are made of. */
export type OnboardingSpec = {
  nationalId: string;
  gender: 'male' | 'female';
  business: Pair;
  sector: Pair;
  address: Pair;
  owner: string;
  phone: string;
  governorate: string;
  regNb: string;
};

export type UserSpec = {
  id: string;
  refId: string;
  name: string;
  email: string;
  phone: string;
  nickname: string;
  roles: { admin?: boolean; seller?: boolean; ambassador?: boolean; sourcing?: boolean };
  lang: 'ar' | 'en';
  createdDaysAgo: number;
  /** Fully onboarded (documents approved) when given; nothing filled in otherwise. */
  onboarding?: OnboardingSpec;
};

export const CORE_USERS: readonly UserSpec[] = [
  {
    id: DEMO_IDS.admin,
    refId: 'ADMN-000001',
    name: 'Karim Mostafa',
    email: 'admin@demo.eg',
    phone: '01000000001',
    nickname: 'Karim',
    roles: { admin: true, seller: true },
    lang: 'ar',
    createdDaysAgo: 400,
    onboarding: {
      nationalId: '28607222112354',
      gender: 'male',
      business: ['Souq B2B Operations', 'عمليات سوق بي تو بي'],
      sector: ['Marketplace operations', 'تشغيل المنصة'],
      address: ['Smart Village, 6th of October', 'القرية الذكية، السادس من أكتوبر'],
      owner: 'Karim Mostafa',
      phone: '01000000001',
      governorate: 'giza',
      regNb: '100200',
    },
  },
  {
    id: DEMO_IDS.seller,
    refId: 'SELL-000002',
    name: 'Ahmed Hassan',
    email: 'seller@demo.eg',
    phone: '01000000002',
    nickname: 'Ahmed',
    roles: { seller: true },
    lang: 'ar',
    createdDaysAgo: 300,
    onboarding: {
      nationalId: '28607220123456',
      gender: 'male',
      business: ['Nile Trading Co.', 'شركة النيل للتجارة'],
      sector: ['General trade', 'تجارة عامة'],
      address: ['12 Tahrir Street, Dokki, Giza', '12 شارع التحرير، الدقي، الجيزة'],
      owner: 'Ahmed Hassan',
      phone: '01000000002',
      governorate: 'giza',
      regNb: '345678',
    },
  },
  {
    id: DEMO_IDS.newseller,
    refId: 'NEWS-000003',
    name: 'يوسف سمير',
    email: 'newseller@demo.eg',
    phone: '01000000003',
    nickname: 'Youssef',
    roles: { seller: true },
    lang: 'ar',
    createdDaysAgo: 2,
  },
  {
    id: DEMO_IDS.ambassador,
    refId: 'AMBS-000004',
    name: 'Salma Ibrahim',
    email: 'ambassador@demo.eg',
    phone: '01000000004',
    nickname: 'Salma',
    roles: { ambassador: true },
    lang: 'en',
    createdDaysAgo: 250,
  },
  {
    id: DEMO_IDS.buyer,
    refId: 'BUYR-000005',
    name: 'منى عادل',
    email: 'buyer@demo.eg',
    phone: '01000000005',
    nickname: 'Mona',
    roles: {},
    lang: 'ar',
    createdDaysAgo: 200,
  },
  {
    id: DEMO_IDS.seller2,
    refId: 'SELB-000006',
    name: 'Hoda Fathy',
    email: 'seller2@demo.eg',
    phone: '01000000006',
    nickname: 'Hoda',
    roles: { seller: true },
    lang: 'en',
    createdDaysAgo: 180,
    onboarding: {
      nationalId: '29102092112345',
      gender: 'female',
      business: ['Delta Textiles', 'دلتا للمنسوجات'],
      sector: ['Textiles', 'منسوجات'],
      address: ['5 El Geish Street, Mansoura', '5 شارع الجيش، المنصورة'],
      owner: 'Hoda Fathy',
      phone: '01000000006',
      governorate: 'cairo',
      regNb: '567890',
    },
  },
];

/** Ambassador recruits in every document state an admin has to handle (missing counts as rejected). */
export const RECRUITS: readonly {
  name: string;
  front?: Approval;
  back?: Approval;
  bi?: Approval;
  lang: 'ar' | 'en';
}[] = [
  { name: 'محمود علي', front: 'pending', back: 'pending', bi: 'pending', lang: 'ar' },
  { name: 'Nour El-Din Tarek', front: 'approved', back: 'approved', bi: 'approved', lang: 'en' },
  { name: 'فاطمة الزهراء حسين', front: 'rejected', back: 'approved', bi: 'pending', lang: 'ar' },
  { name: 'Mariam Adel', lang: 'en' },
  { name: 'عمرو شريف', front: 'approved', back: 'approved', bi: 'rejected', lang: 'ar' },
];

/** The id of the n-th recruit (1-based). */
export const recruitId = (n: number): string => userId(0x10 + n);

/**
 * The KYC of a seeded account. The national IDs of the seed agree with these birthdays and genders (as the
 * form and the API require, docs/onboarding.md), so a demo seller can save their KYC from the profile unchanged.
 */
export const kycFields = (
  nationalId: string,
  address: string,
  gender: 'male' | 'female',
  sellerType: string,
) => ({
  type: 'national_id',
  id: nationalId,
  address,
  issue_date: '2021-03-15',
  birthday: gender === 'male' ? '1986-07-22' : '1991-02-09',
  qualification: 'Bachelor of Commerce',
  job: 'Trader',
  dependents: '2',
  nationality: 'Egyptian',
  gender,
  religion: 'muslim',
  social_status: 'married',
  seller_type: sellerType,
});

export const businessInfo = (
  approved: Approval,
  name: Pair,
  phone: string,
  sector: Pair,
  address: Pair,
  location: 'home' | 'commercial',
) => {
  const block = (lang: 0 | 1) => ({
    business_name: name[lang],
    business_phone: phone,
    business_type: lang === 0 ? 'Limited liability company' : 'شركة ذات مسؤولية محدودة',
    business_address: address[lang],
    business_sector: sector[lang],
    business_ownership: 'rental',
    main_activity: lang === 0 ? 'Wholesale trade' : 'تجارة الجملة',
    secondary_activity: lang === 0 ? 'Distribution' : 'التوزيع',
    business_location: location,
  });
  return { approved, en: block(0), ar: block(1) };
};

export const companyRegistration = (ownerName: string, governorate: string, regNb: string) => ({
  reg_nb: regNb,
  tax_number: `${regNb.slice(0, 3)}-${regNb.slice(3, 6)}-${regNb.slice(0, 3)}`,
  activity_start_date: '2019-01-01T00:00:00.000Z',
  license_date: '2019-02-10T00:00:00.000Z',
  start_date: '2024-01-01T00:00:00.000Z',
  end_date: '2029-01-01T00:00:00.000Z',
  governorate,
  reg_section: governorate === 'giza' ? 'Giza Commercial Registry' : 'Cairo Commercial Registry',
  capital: '500000',
  owner_name: ownerName,
});

// 9 active in 20, every other status at least twice: all inventory tabs have rows on the first page.
export const STATUS_PATTERN: readonly ProductStatus[] = [
  'active', 'pending', 'active', 'soldout', 'active', 'rejected', 'active', 'expired', 'active', 'paused',
  'active', 'pending', 'active', 'soldout', 'active', 'rejected', 'active', 'expired', 'pending', 'paused',
]; // prettier-ignore

// Every status appears for both sellers; delivered is the most common outcome, as in real trade.
export const LINE_STATUS_PATTERN: readonly OrderStatus[] = [
  'pending', 'confirmed', 'delivered', 'shipped', 'delivered', 'canceled', 'delivered', 'returned',
  'rejected', 'pending', 'confirmed', 'delivered', 'shipped', 'delivered',
]; // prettier-ignore

export const NOTIFICATION_STATUS_TEXT: Record<ProductStatus, Pair> = {
  active: ['is now live', 'أصبح متاحًا للبيع'],
  rejected: ['was rejected by the review team', 'تم رفضه من فريق المراجعة'],
  pending: ['is waiting for review', 'في انتظار المراجعة'],
  soldout: ['is sold out', 'نفدت كميته'],
  expired: ['has expired', 'انتهت صلاحيته'],
  paused: ['is paused', 'متوقف مؤقتًا'],
};
