import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { E2E_BASE_URL } from './support/env';
import { newContextAs, type Lang } from './support/session';

/** The demo ambassador's code (server/demo/seedData.ts). */
const CODE = 'AMBS-000004';

const TEXT = {
  ar: {
    copyLink: 'نسخ الرابط',
    showQr: 'عرض رمز QR',
    qr: 'رمز QR لرابط الدعوة الخاص بك',
    referral: 'رمز الإحالة',
    lockedNote: 'رمز الإحالة من رابط الدعوة الذي فتحته.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    signup: 'إنشاء حساب',
    search: 'ابحث بالاسم أو الرقم',
    signedUpTab: /^سجّل حسابًا \(/,
    signedUp: 'سجّل حسابًا',
    invitee: 'مدعو',
  },
  en: {
    copyLink: 'Copy link',
    showQr: 'Show QR code',
    qr: 'QR code of your invitation link',
    referral: 'Referral code',
    lockedNote: 'Referral code from your invitation link.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    signup: 'Sign up',
    search: 'Search by name or ID',
    signedUpTab: /^Signed up \(/,
    signedUp: 'Signed up',
    invitee: 'Invitee',
  },
} as const;

/** A phone, an e-mail and a name of this run only, so reruns and other spec files never collide. */
let sequence = 0;
function newInvitee(lang: Lang) {
  sequence += 1;
  const digits = `${Date.now() % 1e7}${sequence}`.slice(-8).padStart(8, '0');
  return {
    name: `${TEXT[lang].invitee} ${digits}`,
    phone: `012${digits}`,
    email: `invitee.${digits}@e2e.example`,
    password: 'Start1234',
  };
}

/** A control by its whole label; required fields add a star to the label text. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function expectNoSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function journey(browser: Browser, lang: Lang, mobile: boolean) {
  const text = TEXT[lang];
  const invitee = newInvitee(lang);

  // The ambassador copies their link from the home.
  const ambassadorContext = await newContextAs(browser, 'ambassador', { lang, mobile });
  await ambassadorContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  const home = await ambassadorContext.newPage();
  await home.goto('/');
  await home.getByRole('button', { name: text.copyLink }).click();
  const link = await home.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${E2E_BASE_URL}/signup?ref=${CODE}`);
  await home.getByRole('button', { name: text.showQr }).click();
  await expect(home.getByRole('img', { name: text.qr })).toBeVisible();
  await expectNoSeriousViolation(home);

  // A guest opens it: the code is filled in and locked.
  const guestContext = await newContextAs(browser, null, { lang, mobile });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  const referral = field(guest, text.referral);
  await expect(referral).toHaveValue(CODE);
  await expect(referral).not.toBeEditable();
  await expect(guest.getByText(text.lockedNote)).toBeVisible();
  await expectNoSeriousViolation(guest);
  await field(guest, text.name).fill(invitee.name);
  await field(guest, text.email).fill(invitee.email);
  await field(guest, text.phone).fill(invitee.phone);
  await field(guest, text.password).fill(invitee.password);
  await field(guest, text.confirm).fill(invitee.password);
  const registered = guest.waitForResponse((response) => response.url().endsWith('/accounts/register'));
  await guest.getByRole('button', { name: text.signup }).click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ referred_by: CODE });
  await expect(guest).toHaveURL(/\/kyc$/);
  await guestContext.close();

  // The ambassador finds the new recruit among those who have just signed up.
  await home.goto('/pages/recruits');
  await home.getByRole('button', { name: text.signedUpTab }).click();
  await expect(home.getByRole('button', { name: text.signedUpTab })).toHaveAttribute('aria-pressed', 'true');
  await home.getByLabel(text.search).fill(invitee.name);
  await expect(home.getByText(invitee.name, { exact: true })).toBeVisible();
  await expect(home.getByText(text.signedUp, { exact: true }).first()).toBeVisible();
  // Contact details are never shown to an ambassador.
  await expect(home.getByText(invitee.phone)).toHaveCount(0);
  await expect(home.getByText(invitee.email)).toHaveCount(0);
  await expectNoSeriousViolation(home);
  await ambassadorContext.close();
}

test.describe('an ambassador invites a seller with their link', () => {
  test('in Arabic on a desktop', async ({ browser }) => {
    await journey(browser, 'ar', false);
  });

  test('in English on a 375 px phone', async ({ browser }) => {
    await journey(browser, 'en', true);
  });
});
