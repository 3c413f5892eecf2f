import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/env';
import { apiLogin, MOBILE_VIEWPORT, storageStateFor } from './support/session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Phone numbers and e-mails unique to this run, so journeys never collide with other spec files. */
let sequence = 0;
function newIdentity(tag: string) {
  sequence += 1;
  const digits = `${Date.now() % 1e7}${sequence}`.slice(-8).padStart(8, '0');
  return { phone: `015${digits}`, email: `${tag}.${digits}@e2e.example`, password: 'Start1234' };
}

async function registerByApi(identity: ReturnType<typeof newIdentity>, name: string) {
  const response = await fetch(`${E2E_BASE_URL}/api/v1/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: identity.email,
      phone_number: identity.phone,
      password: identity.password,
      is_seller: true,
      default_lang: 'ar',
    }),
  });
  expect(response.status).toBe(201);
}

/** What each screen's labels read in each language. */
const TEXT = {
  ar: {
    signup: 'إنشاء حساب',
    name: 'الاسم',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    next: 'حفظ ومتابعة',
    finish: 'إنهاء التسجيل',
    front: 'وجه البطاقة',
    back: 'ظهر البطاقة',
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
      document: 'مستند السجل التجاري (اختياري)',
    },
    saveFailed: 'لم يتم حفظ بياناتك',
  },
  en: {
    signup: 'Sign up',
    name: 'Name',
    phone: 'Phone number',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    next: 'Save and continue',
    finish: 'Finish registration',
    front: 'Front of the ID',
    back: 'Back of the ID',
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
      document: 'Company registration document (optional)',
    },
    saveFailed: 'Your information was not saved',
  },
} as const;

type Lang = keyof typeof TEXT;

/**
 * Numbers as each journey types them: the Arabic one on an Arabic keyboard (٠١٢…), the English one on a
 * Persian or Urdu layout (۰۱۲…). The app and the API must store them with ASCII digits.
 */
const KEYBOARD_DIGITS: Record<Lang, string> = { ar: '٠١٢٣٤٥٦٧٨٩', en: '۰۱۲۳۴۵۶۷۸۹' };
const typed = (lang: Lang, number: string) =>
  number.replace(/\d/g, (digit) => KEYBOARD_DIGITS[lang][Number(digit)] ?? digit);

/** The signed-in user as the API stores them, read with the page's own session. */
async function storedProfile(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const response = await fetch(`${E2E_BASE_URL}/api/v1/accounts/`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A control by its whole label; required fields add a star to the label text. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signUp(page: Page, lang: Lang, identity: ReturnType<typeof newIdentity>) {
  const text = TEXT[lang];
  await page.goto('/signup');
  await field(page, text.name).fill(lang === 'ar' ? 'سلمى عادل' : 'Salma Adel');
  await field(page, text.email).fill(identity.email);
  await field(page, text.phone).fill(typed(lang, identity.phone));
  await field(page, text.password).fill(identity.password);
  await field(page, text.confirm).fill(identity.password);
  await page.getByRole('button', { name: text.signup }).click();
  await expect(page).toHaveURL(/\/kyc$/);
}

async function completeKyc(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await expect(
    page.getByRole('navigation', { name: lang === 'ar' ? 'خطوات التسجيل' : 'Registration steps' }),
  ).toBeVisible();
  for (const [label, name] of [
    [text.front, 'front.png'],
    [text.back, 'back.png'],
  ] as const) {
    await field(page, label).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: new RegExp(label) })).toBeVisible();
  }
  // Both uploads have answered once their controls are usable again.
  await expect(field(page, text.front)).toBeEnabled();
  await expect(field(page, text.back)).toBeEnabled();
  await field(page, text.kyc.type).selectOption('national_id');
  await field(page, text.kyc.id).fill(typed(lang, '29005011234567'));
  await field(page, text.kyc.issue_date).fill('2021-03-15');
  await field(page, text.kyc.birthday).fill('1990-05-01');
  await field(page, text.kyc.address).fill(
    lang === 'ar' ? '12 شارع التحرير، القاهرة' : '12 Tahrir Street, Cairo',
  );
  await field(page, text.kyc.nationality).fill(lang === 'ar' ? 'مصرية' : 'Egyptian');
  await field(page, text.kyc.gender).selectOption('female');
  await field(page, text.kyc.religion).selectOption('muslim');
  await field(page, text.kyc.social_status).selectOption('single');
  await field(page, text.kyc.qualification).fill(lang === 'ar' ? 'بكالوريوس تجارة' : 'Bachelor of Commerce');
  await field(page, text.kyc.job).fill(lang === 'ar' ? 'تاجرة' : 'Trader');
  await field(page, text.kyc.seller_type).selectOption('supplier');
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).toHaveURL(/\/bi$/);
}

async function fillBusinessInfo(page: Page, lang: Lang) {
  const text = TEXT[lang].bi;
  await field(page, text.business_name).fill(lang === 'ar' ? 'متجر النيل' : 'Nile Store');
  await field(page, text.business_phone).fill(typed(lang, '01234567890'));
  await field(page, text.business_type).fill(lang === 'ar' ? 'شركة' : 'LLC');
  await field(page, text.business_sector).fill(lang === 'ar' ? 'منسوجات' : 'Textiles');
  await field(page, text.main_activity).fill(lang === 'ar' ? 'جملة' : 'Wholesale');
  await field(page, text.secondary_activity).fill(lang === 'ar' ? 'توزيع' : 'Distribution');
  await field(page, text.business_address).fill(lang === 'ar' ? 'المنصورة' : 'Mansoura');
  await field(page, text.business_location).selectOption('commercial');
  await field(page, text.business_ownership).selectOption('owned');
}

async function completeCompanyRegistration(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await field(page, text.cr.reg_nb).fill(typed(lang, '567890'));
  await field(page, text.cr.tax_number).fill(typed(lang, '123-456-789'));
  await field(page, text.cr.owner_name).fill(lang === 'ar' ? 'سلمى عادل' : 'Salma Adel');
  await field(page, text.cr.governorate).selectOption('luxor');
  await field(page, text.cr.reg_section).fill(lang === 'ar' ? 'سجل الأقصر' : 'Luxor Registry');
  await field(page, text.cr.capital).fill(typed(lang, '250000'));
  await field(page, text.cr.activity_start_date).fill('2020-01-01');
  await field(page, text.cr.license_date).fill('2020-02-01');
  await field(page, text.cr.start_date).fill('2024-01-01');
  await field(page, text.cr.end_date).fill('2029-01-01');
  await field(page, text.cr.document).setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('link', { name: 'registration.pdf' })).toBeVisible();
  await expect(field(page, text.cr.document)).toBeEnabled();
  const saved = page.waitForResponse((response) => response.url().endsWith('/accounts/add-cr'));
  await page.getByRole('button', { name: text.finish }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/store\/listing$/);
}

test.describe('seller onboarding', () => {
  test('a new seller signs up in Arabic, completes KYC, business info and company registration', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const identity = newIdentity('ar');
    const text = TEXT.ar;
    await signUp(page, 'ar', identity);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('التحقق من الهوية');
    await completeKyc(page, 'ar');

    // Reloading a completed step sends the seller on; a later step cannot be skipped to.
    await page.goto('/kyc');
    await expect(page).toHaveURL(/\/bi$/);
    await page.goto('/cr');
    await expect(page).toHaveURL(/\/bi$/);

    // A draft survives a reload.
    await field(page, text.bi.business_name).fill('متجر النيل');
    await page.reload();
    await expect(field(page, text.bi.business_name)).toHaveValue('متجر النيل');

    // A network failure keeps every typed value.
    await fillBusinessInfo(page, 'ar');
    await page.route('**/api/v1/accounts/add-business-info', (route) => route.abort('failed'));
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.saveFailed })).toBeVisible();
    await expect(page).toHaveURL(/\/bi$/);
    await expect(field(page, text.bi.business_name)).toHaveValue('متجر النيل');
    // Typed on an Arabic keyboard, a phone is kept with ASCII digits, as it is stored.
    await expect(field(page, text.bi.business_phone)).toHaveValue('01234567890');
    await expect(field(page, text.bi.business_location)).toHaveValue('commercial');
    await page.unroute('**/api/v1/accounts/add-business-info');
    // The error toast sits over the button's corner in RTL and pauses while hovered: submit by keyboard.
    await page.getByRole('button', { name: text.next }).press('Enter');
    await expect(page).toHaveURL(/\/cr$/);
    await page.reload();
    await expect(page).toHaveURL(/\/cr$/);
    await page.goto('/bi');
    await expect(page).toHaveURL(/\/cr$/);

    await completeCompanyRegistration(page, 'ar');
    await page.goto('/cr');
    await expect(page).toHaveURL(/\/store\/listing$/);
    await page.goto('/kyc');
    await expect(page).toHaveURL(/\/store\/listing$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/store\/listing$/);

    // Typed on an Arabic keyboard, kept with ASCII digits, so an admin's search by number finds them.
    const stored = await storedProfile(page);
    expect(stored.phone_number).toMatch(/^015\d{8}$/);
    expect(stored.kyc).toMatchObject({ id: '29005011234567' });
    expect(stored.business_info).toMatchObject({ ar: { business_phone: '01234567890' } });
    expect(stored.company_registration).toMatchObject({ reg_nb: '567890', tax_number: '123-456-789' });

    // The profile shows the uploaded documents waiting for review.
    await page.goto('/pages/profile');
    const status = page.getByRole('region', { name: 'حالة المراجعة' });
    await expect(status.getByRole('listitem').filter({ hasText: 'وجه البطاقة' })).toContainText(
      'قيد المراجعة',
    );
    await context.close();
  });

  test('the same journey in English on a 375 px phone', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStateFor(null, 'en'),
      viewport: MOBILE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signUp(page, 'en', newIdentity('en'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectNoHorizontalOverflow(page);
    await completeKyc(page, 'en');
    await expectNoHorizontalOverflow(page);
    await fillBusinessInfo(page, 'en');
    await page.getByRole('button', { name: TEXT.en.next }).click();
    await expect(page).toHaveURL(/\/cr$/);
    await expectNoHorizontalOverflow(page);
    await completeCompanyRegistration(page, 'en');
    await page.reload();
    await expect(page).toHaveURL(/\/store\/listing$/);
    const stored = await storedProfile(page);
    expect(stored.phone_number).toMatch(/^015\d{8}$/);
    expect(stored.kyc).toMatchObject({ id: '29005011234567' });
    expect(stored.company_registration).toMatchObject({ reg_nb: '567890' });
    expect(String((stored.company_registration as { capital: unknown }).capital)).toBe('250000');
    await context.close();
  });
});

test.describe('password', () => {
  test('forgot password → reset link from the outbox → log in with the new password', async ({ browser }) => {
    const identity = newIdentity('reset');
    await registerByApi(identity, 'Reset Journey');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    const input = page.getByLabel('البريد الإلكتروني أو رقم الهاتف');
    await input.fill('12345');
    await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
    await expect(page.getByText('رقم هاتف غير صالح')).toBeVisible();
    await input.fill(identity.phone);
    await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
    await expect(
      page.getByText('تحقق من بريدك الإلكتروني أو الرسائل القصيرة للحصول على رابط إعادة التعيين').first(),
    ).toBeVisible();

    const db = new Database(path.join(E2E_DATA_DIR, 'app.db'), { readonly: true, fileMustExist: true });
    const row = db
      .prepare<[string], { body: string }>(
        'SELECT body FROM outbox WHERE recipient = ? ORDER BY created_at DESC LIMIT 1',
      )
      .get(identity.phone);
    db.close();
    const link = row?.body.match(/\/password-reset\/[0-9a-f]+\/[0-9a-f]{64}/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link ?? '/');
    await page.locator('input[name="password"]').fill('Renewed99');
    await page.locator('input[name="confirmPass"]').fill('Renewed99');
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(identity.email);
    await page.locator('input[name="password"]').fill('Renewed99');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await context.close();
  });

  test('the profile: edit the name, then change the password and log in with it', async ({ browser }) => {
    const identity = newIdentity('profile');
    await registerByApi(identity, 'Profile Journey');
    const session = await apiLogin(identity.email, identity.password);
    const context = await browser.newContext({ storageState: storageStateFor(session, 'en') });
    const page = await context.newPage();
    await page.goto('/pages/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await field(page, 'Name').fill('Profile Renamed');
    await field(page, 'City').fill('Giza');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('User updated succesfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByText('Profile Renamed').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Profile Renamed').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Password' }).click();
    await field(page, 'Current password').fill(identity.password);
    await field(page, 'New password').fill('Changed99');
    await field(page, 'Confirm password').fill('Changed99');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    // This session continues with the token the change returned, on the same tab of the profile.
    await page.reload();
    await expect(page).toHaveURL(/\/pages\/profile\?tab=password$/);
    await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    const relogin = await apiLogin(identity.email, 'Changed99');
    expect(relogin.token).toBeTruthy();
    await context.close();
  });
});
