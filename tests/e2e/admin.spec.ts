import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { apiLogin, MOBILE_VIEWPORT, newContextAs, storageStateFor, type Lang } from './support/session';

// Targets are seeded recruits and users created here, so other spec files' data (seller@demo.eg) is untouched.
const RECRUIT_1 = {
  id: 'a10000000000000000000011',
  ref: 'RCRT-000011',
  name: 'محمود علي',
  email: 'recruit1@demo.eg',
};
const RECRUIT_2 = { id: 'a10000000000000000000012', name: 'Nour El-Din Tarek' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const AR = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as {
  onboarding: { kyc: { frontId: string }; bi: { title: string } };
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const letters = (text: string) => text.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');

async function pageAsEmail(browser: Browser, email: string, lang: Lang, mobile = false): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStateFor(await apiLogin(email), lang),
    ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** On phones the Arabic sidebar starts open (docs/screens.md); close it to reach the page. */
async function closeSidebarIfOpen(page: Page, name: string) {
  const toggle = page.getByRole('button', { name });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

test.describe('admin and ambassador: users, documents and categories', () => {
  test('an admin approves a recruit’s front ID and business info in Arabic, and the seller sees Accepted', async ({
    browser,
  }) => {
    const admin = await (await newContextAs(browser, 'admin', { lang: 'ar' })).newPage();
    await admin.goto('/pages/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeVisible();
    await admin
      .getByRole('searchbox', { name: 'ابحث بالاسم أو الهاتف أو البريد أو الرقم' })
      .fill(RECRUIT_1.ref);
    await admin.getByRole('row', { name: `فتح ${RECRUIT_1.name}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/pages/user/detail\\?id=${RECRUIT_1.id}$`));
    await expect(admin.getByRole('heading', { level: 1, name: RECRUIT_1.name })).toBeVisible();
    await expect(admin.getByText(RECRUIT_1.email)).toBeVisible();

    await admin.getByRole('combobox', { name: 'اعتماد وجه البطاقة' }).selectOption('approved');
    await expect(admin.getByText('تم تحديث المستخدم بنجاح!').first()).toBeVisible();
    await admin.getByRole('combobox', { name: 'اعتماد بيانات النشاط التجاري' }).selectOption('approved');
    await expect(admin.getByRole('combobox', { name: 'اعتماد بيانات النشاط التجاري' })).toHaveValue(
      'approved',
    );

    // The admin's own copy of the back ID, through the upload call with passed_id.
    await admin.getByLabel('رفع ملف المسؤول لـ ظهر البطاقة').setInputFiles({
      name: 'back.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(admin.getByText('تم رفع الصورة بنجاح!').first()).toBeVisible();
    await expect(admin.getByRole('link', { name: 'تنزيل ظهر البطاقة (ملف المسؤول)' })).toBeVisible();

    // A reload keeps the user (the id is in the URL) and shows the saved review.
    await admin.reload();
    const front = admin.getByRole('row', { name: /وجه البطاقة/ });
    await expect(front.getByRole('combobox')).toHaveValue('approved');
    await expect(front.getByText('مقبول')).toHaveCount(2);
    await admin.context().close();

    const seller = await pageAsEmail(browser, RECRUIT_1.email, 'ar');
    await seller.goto('/pages/profile');
    const statuses = seller.getByRole('region', { name: 'حالة المراجعة' });
    await expect(statuses.getByRole('listitem').filter({ hasText: AR.onboarding.kyc.frontId })).toContainText(
      'مقبول',
    );
    await expect(statuses.getByRole('listitem').filter({ hasText: AR.onboarding.bi.title })).toContainText(
      'مقبول',
    );
    await seller.context().close();
  });

  test('an admin grants ambassador after the warning, in English at 375 px', async ({ browser }) => {
    const id = unique();
    const name = `E2E Grant ${id}`;
    const phone = `015${String(Date.now()).slice(-8)}`;
    const registered = await fetch(`${E2E_BASE_URL}/api/v1/accounts/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        nickname: 'Grant',
        email: `grant-${id}@e2e.eg`,
        phone_number: phone,
        referred_by: '',
        password: 'Demo@1234',
        is_seller: true,
        default_lang: 'en',
      }),
    });
    expect(registered.ok).toBe(true);

    const page = await (await newContextAs(browser, 'admin', { lang: 'en', mobile: true })).newPage();
    await page.goto('/pages/admin');
    await page.getByRole('searchbox', { name: 'Search by name, phone, e-mail or ID' }).fill(name);
    const box = page.getByRole('checkbox', { name: `Ambassador role for ${name}` });
    await box.click();
    const dialog = page.getByRole('dialog', { name: `Make ${name} Ambassador?` });
    await expect(dialog.getByRole('alert')).toHaveText(
      'This cannot be undone. Products that depend on this account will be removed.',
    );
    await dialog.getByRole('button', { name: 'Grant role' }).click();
    await expect(page.getByText('User updated succesfully!').first()).toBeVisible();
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const session = await apiLogin(`grant-${id}@e2e.eg`);
    expect(session.profile.is_ambassador).toBe(true);
    await page.context().close();
  });

  test('an admin creates a category with three fields, needs a logo to publish it, and a seller can pick it', async ({
    browser,
  }) => {
    const suffix = letters(unique());
    const english = `E2E Linen ${suffix}`;
    const code = `e2e_linen_${suffix}`;
    const page = await (await newContextAs(browser, 'admin', { lang: 'en' })).newPage();
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    await page.getByRole('button', { name: 'Add category' }).click();
    const form = page.getByRole('dialog', { name: 'Add category' });
    await form.getByLabel('English name').fill(english);
    await form.getByLabel('Arabic name').fill(`مفروشات ${suffix}`);
    await expect(form.getByLabel('Code', { exact: true })).toHaveValue(code);
    const fields = [
      ['Fabric type', 'نوع القماش'],
      ['Thread count', 'عدد الخيوط'],
      ['Care label', 'ملصق العناية'],
    ];
    for (const [index, [en, ar]] of fields.entries()) {
      await form.getByRole('button', { name: 'Add field' }).click();
      const field = form.getByRole('group', { name: `Field ${index + 1}` });
      await field.getByLabel('English label').fill(en ?? '');
      await field.getByLabel('Arabic label').fill(ar ?? '');
    }
    await form.getByRole('group', { name: 'Field 2' }).getByLabel('Value type').selectOption('number');
    await form.getByRole('group', { name: 'Field 1' }).getByLabel('Required').check();
    await form.getByRole('button', { name: 'Create category' }).click();
    await expect(page.getByText('Category updated succesfully!').first()).toBeVisible();
    await expect(form).toBeHidden();

    const publish = page.getByRole('checkbox', { name: `Published: ${english}` });
    await publish.click();
    await expect(page.getByRole('dialog', { name: 'Attention' }).getByRole('alert')).toHaveText(
      'Please upload an image first before publishing!',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(publish).not.toBeChecked();

    await page.getByRole('button', { name: `Edit ${english}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit category: ${english}` });
    await expect(edit.getByLabel('English name')).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('group', { name: 'Field 3' }).getByLabel('Key')).toHaveValue('care_label');
    await edit
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(edit.getByRole('img', { name: `Logo of ${english}` })).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await publish.click();
    await page
      .getByRole('dialog', { name: `Publish ${english}?` })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(publish).toBeChecked();

    const seller = await (await newContextAs(browser, 'seller2', { lang: 'en' })).newPage();
    await seller.goto('/store/listing');
    await expect(
      seller.getByLabel('Category', { exact: true }).locator('option', { hasText: english }),
    ).toHaveCount(1);
    await seller.context().close();

    // Deleting needs the English name typed exactly; a wrong one is refused with the alert.
    await page.getByRole('button', { name: `Delete ${english}` }).click();
    let confirm = page.getByRole('dialog', { name: `Delete the category ${english}?` });
    await confirm.getByLabel('English name of the category').fill(english.toLowerCase());
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Attention' }).getByRole('alert')).toHaveText(
      'Please type the English name of the category correctly to delete it.',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    confirm = page.getByRole('dialog', { name: `Delete the category ${english}?` });
    await confirm.getByLabel('English name of the category').fill(english);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted successfully!').first()).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
    await page.context().close();
  });

  test('the category screen works in Arabic at 375 px', async ({ browser }) => {
    const page = await (await newContextAs(browser, 'admin', { lang: 'ar', mobile: true })).newPage();
    await page.goto('/admin/categories');
    await closeSidebarIfOpen(page, 'إظهار أو إخفاء قائمة التنقل');
    await expect(page.getByRole('heading', { level: 1, name: 'الفئات' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'منشورة: إلكترونيات' })).toBeChecked();
    await page.getByRole('button', { name: 'تعديل إلكترونيات' }).click();
    await expect(page.getByRole('dialog', { name: 'تعديل الفئة: إلكترونيات' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  test('an ambassador opens a recruit’s detail from the recruits list, in Arabic at 375 px and in English', async ({
    browser,
  }) => {
    const page = await (await newContextAs(browser, 'ambassador', { lang: 'ar', mobile: true })).newPage();
    await page.goto('/pages/recruits');
    await closeSidebarIfOpen(page, 'إظهار أو إخفاء قائمة التنقل');
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة المنضمين' })).toBeVisible();
    await page.getByRole('button', { name: `فتح ${RECRUIT_2.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/user/detail\\?id=${RECRUIT_2.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: RECRUIT_2.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'العودة إلى المنضمين' })).toBeVisible();
    // No contact details, order count or admin controls for ambassadors (docs/roles.md).
    await expect(page.getByText('بيانات التواصل')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();

    const english = await (await newContextAs(browser, 'ambassador', { lang: 'en' })).newPage();
    await english.goto(`/pages/user/detail?id=${RECRUIT_2.id}`);
    await expect(english.getByRole('heading', { level: 1, name: RECRUIT_2.name })).toBeVisible();
    await expect(english.getByRole('link', { name: 'Back to recruits' })).toBeVisible();
    await expect(english.getByRole('row', { name: /Front ID/ })).toContainText('Accepted');
    await english.goto('/pages/admin');
    // The admin's user list is refused in place, saying why.
    await expect(english.getByRole('heading', { level: 1, name: 'You can’t open this page' })).toBeVisible();
    await expect(english.getByRole('table')).toHaveCount(0);
    await english.context().close();
  });
});
