import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { apiLogin, DEMO_ACCOUNTS, newContextAs } from './support/session';

/**
 * What only a browser shows: the text a date field draws (the browser's own date input draws mm/dd/yyyy in an
 * English Chromium whatever the page's language), and where a toast lands over the page.
 */

const SCREENS = 'test-results/screens';

const WORDS = {
  ar: {
    menu: 'إظهار أو إخفاء قائمة التنقل',
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    pattern: 'يوم/شهر/سنة',
    pick: 'اختيار من التقويم',
    later: 'نقل إلى الخلف',
    delete: 'حذف الصورة',
    question: /حذف الصورة رقم 2/,
    moved: 'أصبحت الصورة في الموضع',
    cancel: 'إلغاء',
  },
  en: {
    menu: 'Toggle navigation menu',
    from: 'From date',
    to: 'To date',
    pattern: 'dd/mm/yyyy',
    pick: 'Choose from the calendar',
    later: 'Move later',
    delete: 'Delete photo',
    question: /Delete photo 2\?/,
    moved: 'The photo is now at place',
    cancel: 'Cancel',
  },
} as const;

/** On phones the Arabic sidebar starts open over the page: closed once the page is drawn. */
async function closeMenuIfOpen(page: Page, lang: 'ar' | 'en') {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const toggle = page.getByRole('button', { name: WORDS[lang].menu });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

const VIEWPORTS = [
  { name: 'desktop', mobile: false },
  { name: '375 px', mobile: true },
] as const;

for (const lang of ['ar', 'en'] as const) {
  for (const { name, mobile } of VIEWPORTS) {
    test(`the orders list's days are written day first in ${lang}, ${name}, typed in any digits`, async ({
      browser,
    }) => {
      const words = WORDS[lang];
      const context = await newContextAs(browser, 'seller', { lang, mobile });
      const page = await context.newPage();
      await page.goto('/store/orders?from=2026-11-01&to=2026-11-30');
      if (mobile) await closeMenuIfOpen(page, lang);
      const from = page.getByRole('textbox', { name: words.from });
      const to = page.getByRole('textbox', { name: words.to });
      await expect(from).toHaveValue('01/11/2026');
      await expect(to).toHaveValue('30/11/2026');
      await expect(from).toHaveAttribute('placeholder', words.pattern);
      await expect(page.getByRole('button', { name: words.pick })).toHaveCount(2);
      // No browser date field is in view: the only ones lend their calendar, unseen and unreachable by Tab.
      for (const native of await page.locator('input[type="date"]').all()) {
        await expect(native).toHaveAttribute('aria-hidden', 'true');
        await expect(native).toHaveCSS('opacity', '0');
      }
      await page.screenshot({ path: `${SCREENS}/dates-${lang}-${mobile ? 375 : 'desktop'}.png` });

      // Typed on an Arabic keyboard, day first: the address keeps the stored form.
      await from.fill('');
      await from.pressSequentially('٥/١١/٢٠٢٦');
      await expect(page).toHaveURL(/from=2026-11-05/);
      await from.blur();
      await expect(from).toHaveValue('05/11/2026');
      await page.reload();
      await expect(page.getByRole('textbox', { name: words.from })).toHaveValue('05/11/2026');
      await expect(page.getByRole('textbox', { name: words.to })).toHaveValue('30/11/2026');
      await context.close();
    });
  }
}

test("a form's day is typed day first in Arabic digits at 375 px and written out with the month by name", async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'newseller', { lang: 'ar', mobile: true });
  const page = await context.newPage();
  // The onboarding steps have no navigation menu to close.
  await page.goto('/kyc');
  const birthday = page.getByRole('textbox', { name: /^تاريخ الميلاد/ });
  await expect(birthday).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
  await birthday.fill('');
  await birthday.pressSequentially('٠١/١١/١٩٩٠');
  await expect(birthday).toHaveValue('01/11/1990');
  await expect(page.getByRole('status').filter({ hasText: '1 نوفمبر 1990' })).toBeVisible();
  await birthday.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/kyc-birthday-ar-375.png` });
  // Text that is no day says how to write one, under the field, once the field is left.
  await birthday.fill('31/02/1990');
  await birthday.blur();
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await expect(birthday).toHaveAccessibleDescription(/اكتب التاريخ بالترتيب يوم\/شهر\/سنة/);
  await context.close();
});

/** Three photos the server accepts, told apart by their address. */
const PHOTOS = [1, 2, 3].map((n) => `${E2E_BASE_URL}/placeholder-product.svg?photo=${n}`);

async function productWithPhotos(name: string): Promise<string> {
  const { token } = await apiLogin(DEMO_ACCOUNTS.seller2.email);
  const created = await fetch(`${E2E_BASE_URL}/api/v1/products/create-product`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      category: 'electronics',
      en: { name },
      ar: { name },
      listing_price: 80,
      stock_quantity: 40,
      product_images: PHOTOS.map((url) => ({ url })),
    }),
  });
  expect(created.status).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };
  return data._id;
}

/** The toasts shown, and whether any covers part of the inline question, measured at one moment. */
const overlap = (page: Page) =>
  page.evaluate(() => {
    const question = document.querySelector('.alert[role="alert"]')?.getBoundingClientRect();
    const toasts = [...document.querySelectorAll('.Toastify__toast')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    const covered = toasts.some(
      (toast) =>
        question &&
        toast.right > question.left &&
        question.right > toast.left &&
        toast.bottom > question.top &&
        question.bottom > toast.top,
    );
    return { toasts: toasts.length, covered, top: question?.top ?? 0, height: question?.height ?? 0 };
  });

for (const lang of ['ar', 'en'] as const) {
  for (const { name, mobile } of VIEWPORTS) {
    test(`a toast does not cover the photo-delete question in ${lang}, ${name}`, async ({ browser }) => {
      const words = WORDS[lang];
      const id = await productWithPhotos(`Toast Lamp ${lang} ${name} ${Date.now()}`);
      const context = await newContextAs(browser, 'seller2', { lang, mobile });
      const page = await context.newPage();
      await page.goto(`/store/product/detail?id=${id}`);
      if (mobile) await closeMenuIfOpen(page, lang);
      // The toast's three seconds run as its progress bar's animation; holding that animation (what hovering a toast
      // does) keeps it on screen for the whole measurement, however slow the machine running the test is.
      await page.addStyleTag({
        content: '.Toastify__progress-bar { animation-play-state: paused !important; }',
      });
      // Photo 1 moves to place 2: a toast says so, and photo 2 is asked about while it shows.
      await page.getByRole('button', { name: words.later }).click();
      const toast = page.locator('.Toastify__toast').filter({ hasText: words.moved });
      await expect(toast).toBeVisible();
      await page.getByRole('button', { name: words.delete }).click();
      const question = page.getByRole('alert').filter({ hasText: words.question });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: words.cancel })).toBeFocused();

      // The question at the bottom of the window, where toasts are shown by default, then near the top.
      const height = page.viewportSize()?.height ?? 740;
      for (const place of ['bottom', 'top'] as const) {
        const { top, height: tall } = await overlap(page);
        const wanted = place === 'bottom' ? height - tall - 8 : 72;
        await page.evaluate((by) => window.scrollBy(0, by), top - wanted);
        await expect.poll(async () => (await overlap(page)).covered).toBe(false);
        if (place === 'bottom') {
          expect((await overlap(page)).toasts).toBeGreaterThan(0);
          await page.screenshot({ path: `${SCREENS}/toast-confirm-${lang}-${mobile ? 375 : 'desktop'}.png` });
        }
      }
      await context.close();
    });
  }
}
