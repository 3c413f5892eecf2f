import type { Database } from 'better-sqlite3';
import { productSearchText } from '../../src/lib/arabicSearch';
import type { OrderStatus } from '../../src/lib/orderStatus';
import type { ProductStatus } from '../../src/lib/productStatus';
import { hashPassword } from '../lib/auth';
import { newId } from '../lib/ids';
import { toLE } from '../lib/money';
import { fileUrl, saveUpload } from '../lib/uploads';
import {
  CATEGORIES,
  categoryLogo,
  COMMON_HEADERS,
  GOVERNORATES,
  ORIGINS,
  type CategorySeed,
  type Pair,
} from './catalogue';

/**
 * Deterministic demo data: the same PRNG seed and base date always give the same users, products, orders
 * and ledgers (only password salts and uploaded file names are random), so screenshots and tests are stable.
 */
export const SEED_BASE_DATE = Date.UTC(2026, 10, 1);
export const DEMO_PASSWORD = 'Demo@1234';

const userId = (n: number): string => `a1${n.toString(16).padStart(22, '0')}`;

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

/** mulberry32: tiny, fast and good enough for demo data. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
};
type Random = ReturnType<typeof createRandom>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (ms: number): string => new Date(ms).toISOString();

const json = (value: unknown): string => JSON.stringify(value);

// A 1×1 PNG: stands in for scanned ID and registration documents, so download links really work.
const SAMPLE_DOCUMENT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Approval = 'pending' | 'approved' | 'rejected';

type Onboarding = {
  kyc?: Record<string, unknown>;
  businessInfo?: Record<string, unknown>;
  companyRegistration?: Record<string, unknown>;
  address?: Record<string, string>;
};

type UserSeed = {
  id: string;
  refId: string;
  name: string;
  email: string;
  phone: string;
  nickname: string;
  roles: { admin?: boolean; seller?: boolean; ambassador?: boolean; sourcing?: boolean };
  referredBy?: string;
  recruitedBy?: string;
  lang: 'ar' | 'en';
  createdDaysAgo: number;
  onboarding: Onboarding;
};

const kycFields = (nationalId: string, address: string, gender: 'male' | 'female', sellerType: string) => ({
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

const businessInfo = (
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

const companyRegistration = (ownerName: string, governorate: string, regNb: string) => ({
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

/** Saves the sample document once per reference and returns the document block the app expects. */
const documentRef = async (dataDir: string, approved: Approval) => ({
  url: fileUrl(await saveUpload(dataDir, SAMPLE_DOCUMENT, 'png')),
  admin_url: '',
  approved,
});

const fullOnboarding = async (
  dataDir: string,
  opts: {
    nationalId: string;
    gender: 'male' | 'female';
    business: Pair;
    sector: Pair;
    address: Pair;
    owner: string;
    phone: string;
    governorate: string;
    regNb: string;
  },
): Promise<Onboarding> => ({
  address: {
    city: opts.governorate === 'giza' ? 'Giza' : 'Cairo',
    street: opts.address[0],
    building_number: '12',
  },
  kyc: {
    ...kycFields(opts.nationalId, opts.address[1], opts.gender, 'wholesaler'),
    front: await documentRef(dataDir, 'approved'),
    back: await documentRef(dataDir, 'approved'),
  },
  businessInfo: businessInfo('approved', opts.business, opts.phone, opts.sector, opts.address, 'commercial'),
  companyRegistration: {
    ...companyRegistration(opts.owner, opts.governorate, opts.regNb),
    doc: await documentRef(dataDir, 'approved'),
  },
});

const coreUsers = async (dataDir: string): Promise<UserSeed[]> => [
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
    onboarding: await fullOnboarding(dataDir, {
      nationalId: '28501011234567',
      gender: 'male',
      business: ['Souq B2B Operations', 'عمليات سوق بي تو بي'],
      sector: ['Marketplace operations', 'تشغيل المنصة'],
      address: ['Smart Village, 6th of October', 'القرية الذكية، السادس من أكتوبر'],
      owner: 'Karim Mostafa',
      phone: '01000000001',
      governorate: 'giza',
      regNb: '100200',
    }),
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
    onboarding: await fullOnboarding(dataDir, {
      nationalId: '29001011234567',
      gender: 'male',
      business: ['Nile Trading Co.', 'شركة النيل للتجارة'],
      sector: ['General trade', 'تجارة عامة'],
      address: ['12 Tahrir Street, Dokki, Giza', '12 شارع التحرير، الدقي، الجيزة'],
      owner: 'Ahmed Hassan',
      phone: '01000000002',
      governorate: 'giza',
      regNb: '345678',
    }),
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
    onboarding: {},
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
    onboarding: {},
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
    onboarding: {},
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
    onboarding: await fullOnboarding(dataDir, {
      nationalId: '29205051234567',
      gender: 'female',
      business: ['Delta Textiles', 'دلتا للمنسوجات'],
      sector: ['Textiles', 'منسوجات'],
      address: ['5 El Geish Street, Mansoura', '5 شارع الجيش، المنصورة'],
      owner: 'Hoda Fathy',
      phone: '01000000006',
      governorate: 'cairo',
      regNb: '567890',
    }),
  },
];

/** Ambassador recruits in every document state an admin has to handle (missing counts as rejected). */
const recruits = async (dataDir: string): Promise<UserSeed[]> => {
  const specs: { name: string; front?: Approval; back?: Approval; bi?: Approval; lang: 'ar' | 'en' }[] = [
    { name: 'محمود علي', front: 'pending', back: 'pending', bi: 'pending', lang: 'ar' },
    { name: 'Nour El-Din Tarek', front: 'approved', back: 'approved', bi: 'approved', lang: 'en' },
    { name: 'فاطمة الزهراء حسين', front: 'rejected', back: 'approved', bi: 'pending', lang: 'ar' },
    { name: 'Mariam Adel', lang: 'en' },
    { name: 'عمرو شريف', front: 'approved', back: 'approved', bi: 'rejected', lang: 'ar' },
  ];
  const result: UserSeed[] = [];
  for (const [index, spec] of specs.entries()) {
    const n = index + 1;
    const onboarding: Onboarding = {};
    if (spec.front && spec.back) {
      onboarding.kyc = {
        ...kycFields(
          `2950${n}011234567`.slice(0, 14),
          `${n} شارع النصر، مدينة نصر، القاهرة`,
          'male',
          'merchant',
        ),
        front: await documentRef(dataDir, spec.front),
        back: await documentRef(dataDir, spec.back),
      };
      onboarding.address = { city: 'Cairo', street: 'El Nasr Road', building_number: String(n) };
    }
    if (spec.bi) {
      onboarding.businessInfo = businessInfo(
        spec.bi,
        [`Recruit Store ${n}`, `متجر الشريك ${n}`],
        `0101000001${n}`,
        ['Retail', 'تجزئة'],
        [`${n} El Nasr Road, Nasr City, Cairo`, `${n} طريق النصر، مدينة نصر، القاهرة`],
        n % 2 === 0 ? 'home' : 'commercial',
      );
    }
    result.push({
      id: userId(0x10 + n),
      refId: `RCRT-00001${n}`,
      name: spec.name,
      email: `recruit${n}@demo.eg`,
      phone: `0101000001${n}`,
      nickname: spec.name.split(' ')[0] ?? spec.name,
      roles: { seller: true },
      referredBy: 'AMBS-000004',
      recruitedBy: DEMO_IDS.ambassador,
      lang: spec.lang,
      createdDaysAgo: 30 - n * 4,
      onboarding,
    });
  }
  return result;
};

const insertUsers = (db: Database, users: UserSeed[], passwordHash: string): void => {
  const insert = db.prepare(
    `INSERT INTO users (_id, ref_id, name, email, phone_number, nickname, password_hash, is_admin, is_seller,
       is_ambassador, is_sourcing, referred_by, recruited_by, default_lang, created_at, updated_at,
       primary_address, kyc, business_info, company_registration)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const wallet = db.prepare('INSERT INTO wallets (user_id) VALUES (?)');
  for (const user of users) {
    const created = iso(SEED_BASE_DATE - user.createdDaysAgo * DAY);
    const updated = iso(SEED_BASE_DATE - Math.max(0, user.createdDaysAgo - 1) * DAY);
    insert.run(
      user.id,
      user.refId,
      user.name,
      user.email,
      user.phone,
      user.nickname,
      passwordHash,
      user.roles.admin ? 1 : 0,
      user.roles.seller ? 1 : 0,
      user.roles.ambassador ? 1 : 0,
      user.roles.sourcing ? 1 : 0,
      user.referredBy ?? null,
      user.recruitedBy ?? null,
      user.lang,
      created,
      updated,
      json(user.onboarding.address ?? {}),
      json(user.onboarding.kyc ?? {}),
      json(user.onboarding.businessInfo ?? {}),
      json(user.onboarding.companyRegistration ?? {}),
    );
    wallet.run(user.id);
  }
};

const insertCategories = (db: Database): void => {
  const insert = db.prepare(
    `INSERT INTO categories (id, code, name_en, name_ar, img, published, is_sub, parent_code, headers, created_at,
       updated_at) VALUES (?, ?, ?, ?, ?, 1, 0, NULL, ?, ?, ?)`,
  );
  CATEGORIES.forEach((category, index) => {
    const at = iso(SEED_BASE_DATE - 365 * DAY);
    insert.run(
      `ca${(index + 1).toString(16).padStart(22, '0')}`,
      category.code,
      category.name[0],
      category.name[1],
      categoryLogo(category),
      json([...COMMON_HEADERS, ...category.headers]),
      at,
      at,
    );
  });
};

type ProductSeed = {
  id: string;
  sku: string;
  sellerId: string;
  category: CategorySeed;
  status: ProductStatus;
  price: number;
  stock: number;
  handlingTime: number | null;
  recommended: boolean;
  nameEn: string;
  nameAr: string;
  en: Record<string, string>;
  ar: Record<string, string>;
  details: Record<string, string | number>;
  createdAt: string;
  updatedAt: string;
};

// 9 active in 20, every other status at least twice: all inventory tabs have rows on the first page.
const STATUS_PATTERN: readonly ProductStatus[] = [
  'active', 'pending', 'active', 'soldout', 'active', 'rejected', 'active', 'expired', 'active', 'paused',
  'active', 'pending', 'active', 'soldout', 'active', 'rejected', 'active', 'expired', 'pending', 'paused',
]; // prettier-ignore

const makeProduct = (
  random: Random,
  id: string,
  sellerId: string,
  index: number,
  sku: string,
): ProductSeed => {
  const category = CATEGORIES[index % CATEGORIES.length] as CategorySeed;
  const item = random.pick(category.items);
  const brand = random.pick(category.brands);
  const variant = random.pick(category.variants);
  const origin = random.pick(ORIGINS);
  const governorate = random.pick(GOVERNORATES);
  const status = STATUS_PATTERN[index % STATUS_PATTERN.length] as ProductStatus;
  const localized = category.localized(random.pick);
  const updatedAgo = random.int(1, 90 * 24) * HOUR + random.int(0, 59) * 60_000;
  const createdAgo = updatedAgo + random.int(0, 60) * DAY;
  const nameEn = `${brand[0]} ${item.name[0]} ${variant[0]}`;
  const nameAr = `${item.name[1]} ${brand[1]} ${variant[1]}`;
  return {
    id,
    sku,
    sellerId,
    category,
    status,
    // Whole pounds plus common trade endings (.00, .50, .75, .99), stored in piasters.
    price: random.int(item.price[0], item.price[1]) * 100 + random.pick([0, 50, 75, 99]),
    stock: status === 'soldout' ? 0 : random.int(5, 500),
    handlingTime: random.next() < 0.15 ? null : random.int(1, 7),
    recommended: status === 'active' && random.next() < 0.15,
    nameEn,
    nameAr,
    en: {
      brand: brand[0],
      description: `${nameEn}. Wholesale packs, ships from ${governorate[0]}.`,
      subcategory: item.sub[0],
      origin: origin[0],
      ...localized.en,
    },
    ar: {
      brand: brand[1],
      description: `${nameAr}. عبوات جملة، الشحن من ${governorate[1]}.`,
      subcategory: item.sub[1],
      origin: origin[1],
      ...localized.ar,
    },
    details: category.details(random.pick),
    createdAt: iso(SEED_BASE_DATE - createdAgo),
    updatedAt: iso(SEED_BASE_DATE - updatedAgo),
  };
};

const productInsert = (db: Database) => {
  const statement = db.prepare(
    `INSERT INTO products (id, sku, seller_id, category_code, status, listing_price, stock_quantity, handling_time,
       is_recommended, name_en, name_ar, search_text, en, ar, details, product_images, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?)`,
  );
  return (product: ProductSeed): void => {
    statement.run(
      product.id,
      product.sku,
      product.sellerId,
      product.category.code,
      product.status,
      product.price,
      product.stock,
      product.handlingTime,
      product.recommended ? 1 : 0,
      product.nameEn,
      product.nameAr,
      productSearchText(product.nameEn, product.nameAr),
      json(product.en),
      json(product.ar),
      json(product.details),
      product.createdAt,
      product.updatedAt,
    );
  };
};

// Every status appears for both sellers; delivered is the most common outcome, as in real trade.
const LINE_STATUS_PATTERN: readonly OrderStatus[] = [
  'pending', 'confirmed', 'delivered', 'shipped', 'delivered', 'canceled', 'delivered', 'returned',
  'rejected', 'pending', 'confirmed', 'delivered', 'shipped', 'delivered',
]; // prettier-ignore

type LineSeed = {
  id: string;
  product: ProductSeed;
  quantity: number;
  status: OrderStatus;
  price: number;
  orderRef: string;
  orderCreated: number;
  updated: number;
};

type LedgerEvent = { at: number; type: 'CR' | 'DR'; line: LineSeed };

/** Balances and ledger derived from the line states with the DESIGN.md §4 wallet rules. */
const insertWallet = (db: Database, sellerId: string, lines: LineSeed[], nextTxId: () => string): void => {
  const events: LedgerEvent[] = [];
  let pending = 0;
  for (const line of lines) {
    const amount = line.price * line.quantity;
    if (line.status === 'confirmed' || line.status === 'shipped') pending += amount;
    if (line.status === 'delivered') events.push({ at: line.updated, type: 'CR', line });
    if (line.status === 'returned') {
      const deliveredAt = Math.floor((line.orderCreated + line.updated) / 2);
      events.push({ at: deliveredAt, type: 'CR', line }, { at: line.updated, type: 'DR', line });
    }
  }
  events.sort((a, b) => a.at - b.at || (a.type === 'CR' ? -1 : 1));
  const insert = db.prepare(
    `INSERT INTO transactions (id, user_id, product_id, order_ref_id, type, amount, balance_after, transaction_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let net = 0;
  for (const event of events) {
    const amount = event.line.price * event.line.quantity;
    net += event.type === 'CR' ? amount : -amount;
    insert.run(
      nextTxId(),
      sellerId,
      event.line.product.id,
      event.line.orderRef,
      event.type,
      amount,
      net,
      iso(event.at),
    );
  }
  db.prepare('UPDATE wallets SET net_balance = ?, total_balance = ? WHERE user_id = ?').run(
    net,
    net + pending,
    sellerId,
  );
};

const NOTIFICATION_STATUS_TEXT: Record<ProductStatus, Pair> = {
  active: ['is now live', 'أصبح متاحًا للبيع'],
  rejected: ['was rejected by the review team', 'تم رفضه من فريق المراجعة'],
  pending: ['is waiting for review', 'في انتظار المراجعة'],
  soldout: ['is sold out', 'نفدت كميته'],
  expired: ['has expired', 'انتهت صلاحيته'],
  paused: ['is paused', 'متوقف مؤقتًا'],
};

const seedDemo = async (db: Database, dataDir: string, passwordHash: string): Promise<void> => {
  const random = createRandom(20261101);
  const users = [...(await coreUsers(dataDir)), ...(await recruits(dataDir))];

  let productCounter = 0;
  let lineCounter = 0;
  let txCounter = 0;
  let notificationCounter = 0;
  const hex = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(22, '0')}`;

  db.transaction(() => {
    insertUsers(db, users, passwordHash);
    insertCategories(db);
    const insertProduct = productInsert(db);

    const catalogue = new Map<string, ProductSeed[]>();
    for (const [sellerId, count, prefix] of [
      [DEMO_IDS.seller, SELLER_PRODUCT_COUNT, 'S1'],
      [DEMO_IDS.seller2, SELLER2_PRODUCT_COUNT, 'S2'],
    ] as const) {
      const products: ProductSeed[] = [];
      for (let index = 0; index < count; index += 1) {
        productCounter += 1;
        const category = CATEGORIES[index % CATEGORIES.length] as CategorySeed;
        const sku = `${category.skuPrefix}-${prefix}-${String(index + 1).padStart(4, '0')}`;
        const product = makeProduct(random, hex('b1', productCounter), sellerId, index, sku);
        insertProduct(product);
        products.push(product);
      }
      catalogue.set(sellerId, products);
    }

    // Orders come from the buyer; some mix both sellers, so each seller must see only their own lines.
    const orderable = (sellerId: string) =>
      (catalogue.get(sellerId) ?? []).filter(
        (product) => product.status !== 'pending' && product.status !== 'rejected',
      );
    const sellerProducts = orderable(DEMO_IDS.seller);
    const seller2Products = orderable(DEMO_IDS.seller2);
    const insertOrder = db.prepare(
      'INSERT INTO orders (id, order_ref_id, buyer_id, created_at) VALUES (?, ?, ?, ?)',
    );
    const insertLine = db.prepare(
      `INSERT INTO order_lines (id, order_id, product_id, seller_id, quantity, status, price, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const linesBySeller = new Map<string, LineSeed[]>([
      [DEMO_IDS.seller, []],
      [DEMO_IDS.seller2, []],
    ]);
    const ORDER_COUNT = 84;
    for (let n = 1; n <= ORDER_COUNT; n += 1) {
      const created = SEED_BASE_DATE - (ORDER_COUNT - n + 1) * 26 * HOUR - random.int(0, 600) * 60_000;
      const day = new Date(created).toISOString().slice(2, 10).replace(/-/g, '');
      const orderRef = `ORD-${day}-${String(n).padStart(4, '0')}`;
      const orderId = hex('d1', n);
      insertOrder.run(orderId, orderRef, DEMO_IDS.buyer, iso(created));
      const picks = [random.pick(sellerProducts)];
      if (random.next() < 0.4) picks.push(random.pick(sellerProducts));
      if (n % 4 === 0) picks.push(random.pick(seller2Products));
      for (const product of new Set(picks)) {
        lineCounter += 1;
        const status = LINE_STATUS_PATTERN[lineCounter % LINE_STATUS_PATTERN.length] as OrderStatus;
        const updated = Math.min(SEED_BASE_DATE - HOUR, created + random.int(1, 72) * HOUR);
        const line: LineSeed = {
          id: hex('d2', lineCounter),
          product,
          quantity: random.int(2, 40),
          status,
          price: product.price,
          orderRef,
          orderCreated: created,
          updated,
        };
        insertLine.run(
          line.id,
          orderId,
          product.id,
          product.sellerId,
          line.quantity,
          status,
          line.price,
          iso(updated),
        );
        linesBySeller.get(product.sellerId)?.push(line);
      }
    }

    const nextTxId = () => hex('e1', (txCounter += 1));
    const insertNotification = db.prepare(
      `INSERT INTO notifications (id, user_id, object_type, message_en, message_ar, read, object, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [sellerId, lines] of linesBySeller) {
      insertWallet(db, sellerId, lines, nextTxId);
      const byOrder = new Map<string, LineSeed[]>();
      for (const line of lines) byOrder.set(line.orderRef, [...(byOrder.get(line.orderRef) ?? []), line]);
      const orders = [...byOrder.entries()];
      orders.forEach(([orderRef, orderLines], index) => {
        const count = orderLines.length;
        const firstLine = orderLines[0] as LineSeed;
        insertNotification.run(
          hex('f1', (notificationCounter += 1)),
          sellerId,
          'order',
          `New order ${orderRef} with ${count} product${count === 1 ? '' : 's'}`,
          `طلب جديد ${orderRef} يحتوي على ${count} ${count === 1 ? 'منتج' : 'منتجات'}`,
          // The newest ten stay unread so the unread marker is visible.
          index < orders.length - 10 ? 1 : 0,
          json({
            order_ref_id: orderRef,
            product: orderLines.map((line) => ({
              status: line.status,
              quantity: line.quantity,
              order_ref_id: orderRef,
              data: {
                _id: line.product.id,
                en: { name: line.product.nameEn },
                ar: { name: line.product.nameAr },
                listing_price: toLE(line.price),
                updatedAt: iso(line.updated),
              },
            })),
          }),
          iso(firstLine.orderCreated),
        );
      });
      // Non-order notifications exist so the order-only filter of SPEC.md §2 has something to filter out.
      for (const product of (catalogue.get(sellerId) ?? []).slice(0, 4)) {
        const [en, ar] = NOTIFICATION_STATUS_TEXT[product.status];
        insertNotification.run(
          hex('f1', (notificationCounter += 1)),
          sellerId,
          'product',
          `Your product ${product.nameEn} ${en}`,
          `منتجك ${product.nameAr} ${ar}`,
          1,
          json({ product: [{ _id: product.id, status: product.status }] }),
          product.updatedAt,
        );
      }
    }
  })();
};

const demoHashes = new Map<number, Promise<string>>();

/**
 * Fills a new database. 'none' creates only the admin account; 'demo' adds the DESIGN.md §4 accounts and data.
 * The demo password hash is computed once per process: seeding stays fast when tests build many apps.
 */
export const seedDatabase = async (
  db: Database,
  options: { mode: 'demo' | 'none'; dataDir: string; passwordCost: number },
): Promise<void> => {
  let demoHash = demoHashes.get(options.passwordCost);
  if (!demoHash) {
    demoHash = hashPassword(DEMO_PASSWORD, options.passwordCost);
    demoHashes.set(options.passwordCost, demoHash);
  }
  const passwordHash = await demoHash;
  if (options.mode === 'demo') {
    await seedDemo(db, options.dataDir, passwordHash);
    return;
  }
  const admin = (await coreUsers(options.dataDir)).filter((user) => user.id === DEMO_IDS.admin);
  db.transaction(() => insertUsers(db, admin, passwordHash))();
};

/**
 * Adds many products and orders for benchmarks (DESIGN.md §5: list calls over 100,000 products), in one
 * transaction with prepared statements. Products alternate between the given sellers; orders come from the
 * demo buyer. It writes no ledger or notifications: those are not what the benchmarks measure.
 */
export const seedBulk = (
  db: Database,
  options: { products: number; orders: number; sellerIds?: readonly string[]; randomSeed?: number },
): { products: number; orders: number; lines: number } => {
  const random = createRandom(options.randomSeed ?? 7);
  const sellerIds = options.sellerIds ?? [DEMO_IDS.seller, DEMO_IDS.seller2];
  const start = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
  const buyer = db
    .prepare<[string], { _id: string }>('SELECT _id FROM users WHERE _id = ?')
    .get(DEMO_IDS.buyer);
  let lines = 0;
  db.transaction(() => {
    const insertProduct = productInsert(db);
    const ids: string[] = [];
    for (let index = 0; index < options.products; index += 1) {
      const sellerId = sellerIds[index % sellerIds.length] as string;
      const id = newId();
      insertProduct(
        makeProduct(random, id, sellerId, start + index, `BLK-${String(start + index).padStart(7, '0')}`),
      );
      ids.push(id);
    }
    if (ids.length === 0) return;
    const price = db.prepare<[string], { seller_id: string; listing_price: number }>(
      'SELECT seller_id, listing_price FROM products WHERE id = ?',
    );
    const insertOrder = db.prepare(
      'INSERT INTO orders (id, order_ref_id, buyer_id, created_at) VALUES (?, ?, ?, ?)',
    );
    const insertLine = db.prepare(
      `INSERT INTO order_lines (id, order_id, product_id, seller_id, quantity, status, price, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let n = 0; n < options.orders; n += 1) {
      const orderId = newId();
      const created = SEED_BASE_DATE - random.int(1, 365 * 24) * HOUR;
      insertOrder.run(orderId, `BLK-${orderId.slice(0, 12).toUpperCase()}`, buyer?._id ?? null, iso(created));
      const count = random.int(1, 3);
      for (let k = 0; k < count; k += 1) {
        const productId = random.pick(ids);
        const product = price.get(productId);
        if (!product) continue;
        const status = LINE_STATUS_PATTERN[(n + k) % LINE_STATUS_PATTERN.length] as OrderStatus;
        insertLine.run(
          newId(),
          orderId,
          productId,
          product.seller_id,
          random.int(1, 50),
          status,
          product.listing_price,
          iso(created + random.int(1, 72) * HOUR),
        );
        lines += 1;
      }
    }
  })();
  return { products: options.products, orders: options.orders, lines };
};
