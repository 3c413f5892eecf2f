import type { Bilingual } from '../lib/errors';

export const PAYOUT_MESSAGES = {
  withdrawalNotFound: { en: 'Withdrawal request not found', ar: 'طلب السحب غير موجود' },
  sellerNotFound: { en: 'Seller not found', ar: 'البائع غير موجود' },
  overBalance: {
    en: 'More than your available balance',
    ar: 'أكثر من رصيدك المتاح',
  },
  overBalanceNow: {
    en: 'Your available balance changed and no longer covers this amount',
    ar: 'تغيّر رصيدك المتاح ولم يعد يغطي هذا المبلغ',
  },
  belowMinimum: { en: 'At least {minimum} EGP', ar: '{minimum} ج.م على الأقل' },
  ibanInvalid: {
    en: 'An Egyptian IBAN: EG followed by 27 digits',
    ar: 'رقم آيبان مصري: EG يليه 27 رقمًا',
  },
  ibanChecksum: {
    en: 'This IBAN’s check digits are wrong: check it against your bank’s papers',
    ar: 'أرقام التحقق في هذا الآيبان غير صحيحة: راجعه مع أوراق البنك',
  },
  holderShort: { en: 'At least 3 characters', ar: '3 أحرف على الأقل' },
  bankUnknown: { en: 'Choose a bank from the list', ar: 'اختر بنكًا من القائمة' },
  cannotMove: {
    en: 'This request is {status}: it can no longer be {action}',
    ar: 'هذا الطلب {status}: لم يعد ممكنًا {action}',
  },
  keyReused: {
    en: 'This Idempotency-Key was already used for another request',
    ar: 'مفتاح Idempotency-Key هذا استُخدم لطلب آخر',
  },
  keyInvalid: {
    en: 'The Idempotency-Key header takes 1 to 128 visible characters',
    ar: 'يأخذ رأس Idempotency-Key من 1 إلى 128 حرفًا ظاهرًا',
  },
  notASeller: { en: 'Compensations are granted to sellers', ar: 'التعويضات تُمنح للبائعين' },
  paidOnInvalid: { en: 'A day of the calendar, not in the future', ar: 'يوم من التقويم، ليس في المستقبل' },
  passwordForNewAccount: {
    en: 'Type your current password to be paid to another bank account',
    ar: 'اكتب كلمة المرور الحالية لتحويل المبلغ إلى حساب بنكي آخر',
  },
  wrongPassword: { en: 'The current password is not right', ar: 'كلمة المرور الحالية غير صحيحة' },
  accountHeld: {
    en: 'The seller changed their bank account on {changed}: requests to it are held until {until}',
    ar: 'غيّر البائع حسابه البنكي في {changed}: طلبات التحويل إليه معلقة حتى {until}',
  },
  referenceRequired: {
    en: 'The bank transfer’s reference is required',
    ar: 'مرجع التحويل البنكي مطلوب',
  },
} as const satisfies Record<string, Bilingual>;

/** A request's status and the action refused, in both languages, for `cannotMove`. */
export const STATUS_WORDS = {
  pending: { en: 'pending', ar: 'قيد الانتظار' },
  approved: { en: 'approved', ar: 'معتمد' },
  paid: { en: 'paid', ar: 'مدفوع' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
  cancelled: { en: 'cancelled', ar: 'ملغى' },
} as const satisfies Record<string, Bilingual>;

export const ACTION_WORDS = {
  approved: { en: 'approved', ar: 'اعتماده' },
  paid: { en: 'marked paid', ar: 'تسجيله مدفوعًا' },
  rejected: { en: 'rejected', ar: 'رفضه' },
  cancelled: { en: 'cancelled', ar: 'إلغاؤه' },
  pending: { en: 'reopened', ar: 'إعادة فتحه' },
} as const satisfies Record<string, Bilingual>;

/** What the seller is told when an admin acts on their money. */
export const PAYOUT_NOTICES = {
  approved: {
    en: 'Your withdrawal {reference} of {amount} EGP was approved',
    ar: 'تم اعتماد طلب السحب {reference} بمبلغ {amount} ج.م',
  },
  paid: {
    en: 'Your withdrawal {reference} of {amount} EGP was paid (bank reference {payment})',
    ar: 'تم دفع طلب السحب {reference} بمبلغ {amount} ج.م (مرجع البنك {payment})',
  },
  rejected: {
    en: 'Your withdrawal {reference} was rejected: {reason}. {amount} EGP are back in your balance',
    ar: 'تم رفض طلب السحب {reference}: {reason}. عاد {amount} ج.م إلى رصيدك',
  },
  accountChanged: {
    en: 'Your payout bank account was changed to the IBAN ending {last4}. Requests to it are paid from {until}. If you did not do this, change your password and contact us.',
    ar: 'تم تغيير حسابك البنكي للمدفوعات إلى رقم IBAN المنتهي بـ {last4}. تُدفع الطلبات إليه بدءًا من {until}. إن لم تقم بذلك فغيّر كلمة المرور وتواصل معنا.',
  },
  compensation: {
    en: 'You were credited {amount} EGP ({reference}): {reason}',
    ar: 'أضيف إلى رصيدك {amount} ج.م ({reference}): {reason}',
  },
} as const satisfies Record<string, Bilingual>;
