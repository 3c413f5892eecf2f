import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { E2E_BASE_URL } from './support/env';
import { apiLogin, MOBILE_VIEWPORT, storageStateFor, type Lang } from './support/session';

/**
 * A seller who has just signed up follows the checklist on their home. The seller area opens only after the
 * three registration steps, so the journey starts at the first unticked item (identity), goes through the
 * registration, then follows the first-product item to the add form, and comes back to find it ticked.
 */

let sequence = 0;
/** A phone and an e-mail of this run only, so the journey never meets another spec's accounts. */
function newIdentity(tag: string) {
  sequence += 1;
  const digits = `${Date.now() % 1e7}${sequence}`.slice(-8).padStart(8, '0');
  return { phone: `016${digits}`, email: `steps.${tag}.${digits}@e2e.example`, password: 'Start1234' };
}

async function newSellerPage(browser: Browser, lang: Lang, mobile: boolean): Promise<Page> {
  const identity = newIdentity(lang);
  const response = await fetch(`${E2E_BASE_URL}/api/v1/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: lang === 'ar' ? 'كريم نبيل' : 'Karim Nabil',
      email: identity.email,
      phone_number: identity.phone,
      password: identity.password,
      is_seller: true,
      default_lang: lang,
    }),
  });
  expect(response.status).toBe(201);
  const session = await apiLogin(identity.email, identity.password);
  const context = await browser.newContext({
    storageState: storageStateFor(session, lang),
    ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

const TEXT = {
  ar: {
    title: 'خطواتك الأولى',
    progress: (done: number) => `أُنجزت ${done} من 6 خطوات`,
    identity: 'تحقّق من هويتك',
    business: 'أضف بيانات نشاطك التجاري',
    registration: 'أضف بيانات سجلك التجاري',
    product: 'أضف منتجك الأول',
    todo: 'لم تُنجز بعد',
    incomplete: 'أُرسلت: أضف المستند لتتم مراجعتها',
    review: 'أُرسلت وتنتظر المراجعة',
    done: 'تمت',
    next: 'حفظ ومتابعة',
    finish: 'إنهاء التسجيل',
    kyc: {
      type: 'نوع الهوية',
      id: 'رقم الهوية',
      issue_date: 'تاريخ الإصدار',
      birthday: 'تاريخ الميلاد',
      address: 'العنوان',
      nationality: 'الجنسية',
      gender: 'النوع',
      religion: 'الديانة',
      social_status: 'الحالة الاجتماعية',
      qualification: 'المؤهل',
      job: 'الوظيفة',
      seller_type: 'نوع البائع',
    },
    idHint: 'لبطاقة الرقم القومي: الأرقام الأربعة عشر المطبوعة على البطاقة دون مسافات.',
    bi: {
      business_name: 'اسم النشاط التجاري',
      business_phone: 'هاتف النشاط التجاري',
      business_type: 'نوع النشاط التجاري',
      business_sector: 'قطاع النشاط',
      main_activity: 'النشاط الرئيسي',
      secondary_activity: 'النشاط الثانوي',
      business_address: 'عنوان النشاط التجاري',
      business_location: 'مقر النشاط',
      business_ownership: 'ملكية المقر',
    },
    cr: {
      reg_nb: 'رقم السجل التجاري',
      tax_number: 'الرقم الضريبي',
      owner_name: 'اسم المالك',
      governorate: 'المحافظة',
      reg_section: 'مكتب السجل',
      capital: 'رأس المال',
      activity_start_date: 'تاريخ بدء النشاط',
      license_date: 'تاريخ الترخيص',
      start_date: 'تاريخ بداية القيد',
      end_date: 'تاريخ انتهاء القيد',
    },
    words: { address: '12 شارع التحرير، القاهرة', nationality: 'مصري', plain: 'تجارة', name: 'كريم نبيل' },
    addTitle: 'إضافة منتج',
    category: 'الفئة',
    form: 'منتج جديد',
    name: /^الاسم \(عربي\)/,
    price: /^سعر البيع/,
    stock: /^الكمية المتاحة/,
    submit: 'إضافة المنتج',
    download: 'تنزيل النموذج',
    templateHint: /ملف Excel بصيغة xlsx مُعدًّا لها/,
    payout: 'أضف الحساب البنكي الذي تُحوَّل إليه أموالك',
    iban: 'رقم الحساب الدولي (IBAN)',
    ibanHint: /يبدأ رقم IBAN المصري بـ EG ويتكون من 29 خانة/,
  },
  en: {
    title: 'Your first steps',
    progress: (done: number) => `${done} of 6 steps done`,
    identity: 'Verify your identity',
    business: 'Add your business information',
    registration: 'Add your company registration',
    product: 'Add your first product',
    todo: 'To do',
    incomplete: 'Sent: add the document so it can be reviewed',
    review: 'Sent, waiting for review',
    done: 'Done',
    next: 'Save and continue',
    finish: 'Finish registration',
    kyc: {
      type: 'ID type',
      id: 'ID number',
      issue_date: 'Issue date',
      birthday: 'Birthday',
      address: 'Address',
      nationality: 'Nationality',
      gender: 'Gender',
      religion: 'Religion',
      social_status: 'Social status',
      qualification: 'Qualification',
      job: 'Job',
      seller_type: 'Seller type',
    },
    idHint: 'For a national ID, the 14 digits printed on the card, without spaces.',
    bi: {
      business_name: 'Business name',
      business_phone: 'Business phone',
      business_type: 'Business type',
      business_sector: 'Business sector',
      main_activity: 'Main activity',
      secondary_activity: 'Secondary activity',
      business_address: 'Business address',
      business_location: 'Business location',
      business_ownership: 'Business ownership',
    },
    cr: {
      reg_nb: 'Registration number',
      tax_number: 'Tax number',
      owner_name: 'Owner name',
      governorate: 'Governorate',
      reg_section: 'Registration section',
      capital: 'Capital',
      activity_start_date: 'Activity start date',
      license_date: 'License date',
      start_date: 'Registration start date',
      end_date: 'Registration end date',
    },
    words: {
      address: '12 Tahrir Street, Cairo',
      nationality: 'Egyptian',
      plain: 'Trade',
      name: 'Karim Nabil',
    },
    addTitle: 'Add a product',
    category: 'Category',
    form: 'New product',
    name: /^Name \(EN\)/,
    price: /^Listing price/,
    stock: /^Stock quantity/,
    submit: 'Add the product',
    download: 'Download template',
    templateHint: /you download an Excel file \(\.xlsx\) made for it/,
    payout: 'Add the bank account you are paid to',
    iban: 'IBAN',
    ibanHint: /An Egyptian IBAN starts with EG and has 29 characters/,
  },
} as const;

/** A control by its whole label; required fields add a star to the label text. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The checklist, its list, and one item found by its link. */
function checklist(page: Page, lang: Lang) {
  const card = page.getByRole('region', { name: TEXT[lang].title });
  const list = card.getByRole('list');
  const item = (name: string): Locator =>
    list.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  return { card, list, item };
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function register(page: Page, lang: Lang) {
  const text = TEXT[lang];
  const kyc = text.kyc;
  await expect(page).toHaveURL(/\/kyc$/);
  // The ID number says what it takes, and the input points to it.
  await expect(field(page, kyc.id)).toHaveAccessibleDescription(new RegExp(text.idHint));
  await field(page, kyc.type).selectOption('national_id');
  await field(page, kyc.id).fill('29005011234567');
  await field(page, kyc.issue_date).fill('2021-03-15');
  await field(page, kyc.birthday).fill('1990-05-01');
  await field(page, kyc.address).fill(text.words.address);
  await field(page, kyc.nationality).fill(text.words.nationality);
  await field(page, kyc.gender).selectOption('female');
  await field(page, kyc.religion).selectOption('muslim');
  await field(page, kyc.social_status).selectOption('single');
  await field(page, kyc.qualification).fill(text.words.plain);
  await field(page, kyc.job).fill(text.words.plain);
  await field(page, kyc.seller_type).selectOption('supplier');
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).toHaveURL(/\/bi$/);

  const bi = text.bi;
  await field(page, bi.business_name).fill(`${text.words.plain} ${Date.now().toString(36)}`);
  await field(page, bi.business_phone).fill('01234567890');
  for (const label of [bi.business_type, bi.business_sector, bi.main_activity, bi.secondary_activity]) {
    await field(page, label).fill(text.words.plain);
  }
  await field(page, bi.business_address).fill(text.words.address);
  await field(page, bi.business_location).selectOption('commercial');
  await field(page, bi.business_ownership).selectOption('owned');
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).toHaveURL(/\/cr$/);

  const cr = text.cr;
  await field(page, cr.reg_nb).fill('567890');
  await field(page, cr.tax_number).fill('123-456-789');
  await field(page, cr.owner_name).fill(text.words.name);
  await field(page, cr.governorate).selectOption('luxor');
  await field(page, cr.reg_section).fill(text.words.plain);
  await field(page, cr.capital).fill('250000');
  await field(page, cr.activity_start_date).fill('2020-01-01');
  await field(page, cr.license_date).fill('2020-02-01');
  await field(page, cr.start_date).fill('2024-01-01');
  await field(page, cr.end_date).fill('2029-01-01');
  await page.getByRole('button', { name: text.finish }).click();
  await expect(page).toHaveURL(/\/store\/listing$/);
  // The listing page says which file the download gives and how to fill it.
  await expect(page.getByRole('button', { name: text.download })).toHaveAccessibleDescription(
    text.templateHint,
  );
}

async function addProductByForm(page: Page, lang: Lang, name: string) {
  const text = TEXT[lang];
  await expect(page).toHaveURL(/\/store\/product\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.addTitle);
  await page.getByLabel(text.category, { exact: true }).selectOption('electronics');
  const form = page.getByRole('form', { name: text.form });
  await form.getByLabel(text.name).fill(name);
  await form.getByLabel(text.price).fill('150');
  await form.getByLabel(text.stock).fill('4');
  await form.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/store\/product\/detail\?id=/);
}

for (const [lang, mobile] of [
  ['ar', false],
  ['en', true],
] as const) {
  test(`a new seller follows the first-steps checklist to a first product (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const text = TEXT[lang];
    const page = await newSellerPage(browser, lang, mobile);
    await page.goto('/');
    const { card, item } = checklist(page, lang);
    await expect(card).toBeVisible();
    await expect(card).toContainText(text.progress(0));
    for (const name of [text.identity, text.business, text.registration, text.product]) {
      await expect(item(name)).toContainText(text.todo);
    }
    expect(await seriousViolations(page)).toEqual([]);
    if (mobile) await noHorizontalOverflow(page);

    // The seller area waits for the registration: the first unticked item leads there.
    await item(text.identity).getByRole('link', { name: text.identity }).click();
    await register(page, lang);

    await page.goto('/');
    await expect(item(text.identity)).toContainText(text.incomplete);
    await expect(item(text.business)).toContainText(text.review);
    await expect(item(text.registration)).toContainText(text.incomplete);
    await expect(item(text.product)).toContainText(text.todo);
    await expect(card).toContainText(text.progress(0));

    await item(text.product).getByRole('link', { name: text.product, exact: true }).click();
    const productName = `${lang === 'ar' ? 'مصباح أول' : 'First lamp'} ${Date.now().toString(36)}`;
    await addProductByForm(page, lang, productName);

    await page.goto('/');
    await expect(item(text.product)).toContainText(text.done);
    await expect(card).toContainText(text.progress(1));
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(await seriousViolations(page)).toEqual([]);
    if (mobile) await noHorizontalOverflow(page);
    await page.screenshot({ path: `/tmp/first-steps-${lang}${mobile ? '-375' : ''}.png`, fullPage: true });

    // The payout item leads to the request form, whose IBAN says what it takes.
    await item(text.payout).getByRole('link', { name: text.payout, exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/requested-withdrawl$/);
    await expect(field(page, text.iban)).toHaveAccessibleDescription(text.ibanHint);
    await page.context().close();
  });
}
