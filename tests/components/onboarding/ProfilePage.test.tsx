import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { ProfilePage } from '../../../src/features/onboarding/ProfilePage';
import { KYC_BODY } from '../../fixtures/onboarding';
import { renderPage, signedIn } from '../../setup/render';
import { aUser } from '../../fixtures/apiShapes';

const AT = '2025-06-01T10:00:00.000Z';

/** A seller whose ID images and business info were rejected with reasons, and who never sent the registration. */
const seller: User = aUser({
  _id: 's1',
  ref_id: 'SELL-000009',
  name: 'Salma Adel',
  is_seller: true,
  kyc: {
    ...KYC_BODY,
    front: { url: '/f/front.png', approved: 'rejected', reason: { code: 'unreadable', at: AT } },
    back: {
      url: '/f/back.png',
      approved: 'rejected',
      reason: { code: 'other', text: 'Photo of someone else', at: AT },
    },
  } as User['kyc'],
  business_info: {
    approved: 'rejected',
    reason: { code: 'inconsistent', text: 'الاسم لا يطابق السجل', at: AT },
    en: { business_name: 'Nile Store' },
  } as User['business_info'],
  company_registration: { owner_name: 'Salma Adel' } as User['company_registration'],
});

describe('ProfilePage review status', () => {
  it.each([
    {
      language: 'en',
      title: 'Review status',
      front: 'Front of the ID',
      back: 'Back of the ID',
      company: 'Company registration document (optional)',
      business: 'Business info',
      frontReason: 'Reason: \u2068Image unreadable or blurred\u2069',
      backReason: 'Reason: \u2068Photo of someone else\u2069',
      businessReason:
        'Reason: \u2068Information inconsistent with your documents: الاسم لا يطابق السجل\u2069',
      rejected: 'Rejected',
      notSubmitted: 'Not submitted',
    },
    {
      language: 'ar',
      title: 'حالة المراجعة',
      front: 'وجه البطاقة',
      back: 'ظهر البطاقة',
      company: 'مستند السجل التجاري (اختياري)',
      business: 'بيانات النشاط التجاري',
      frontReason: 'السبب: \u2068الصورة غير مقروءة أو مشوشة\u2069',
      backReason: 'السبب: \u2068Photo of someone else\u2069',
      businessReason: 'السبب: \u2068البيانات لا تتفق مع مستنداتك: الاسم لا يطابق السجل\u2069',
      rejected: 'مرفوض',
      notSubmitted: 'لم يُرسل بعد',
    },
  ] as const)('tells the seller why each item was rejected, in $language', async (text) => {
    renderPage(<ProfilePage />, {
      path: '/pages/profile',
      route: '/pages/profile?tab=kyc',
      language: text.language,
      preloadedState: signedIn(seller),
    });
    const summary = await screen.findByRole('region', { name: text.title });
    const row = (label: string) => within(summary).getByText(label).closest('li') as HTMLElement;

    expect(within(row(text.front)).getByText(text.rejected)).toBeInTheDocument();
    expect(within(row(text.front)).getByText(text.frontReason)).toBeInTheDocument();
    expect(within(row(text.back)).getByText(text.backReason)).toBeInTheDocument();
    expect(within(row(text.business)).getByText(text.rejected)).toBeInTheDocument();
    expect(within(row(text.business)).getByText(text.businessReason)).toBeInTheDocument();
    // Never sent is not a rejection: its own label, and no reason.
    expect(within(row(text.company)).getByText(text.notSubmitted)).toBeInTheDocument();
    expect(within(row(text.company)).queryByText(text.rejected)).not.toBeInTheDocument();
    expect(row(text.company).querySelector('p')).toBeNull();

    // The identity tab repeats the reason beside each uploaded image's badge.
    expect(screen.getAllByText(text.frontReason)).toHaveLength(2);
    expect(screen.getAllByText(text.backReason)).toHaveLength(2);
  });

  it('shows no reason beside a document that is no longer rejected', async () => {
    const accepted: User = {
      ...seller,
      kyc: {
        ...seller.kyc,
        front: { url: '/f/front.png', approved: 'approved', reason: { code: 'unreadable', at: AT } },
      } as User['kyc'],
    };
    renderPage(<ProfilePage />, {
      path: '/pages/profile',
      language: 'en',
      preloadedState: signedIn(accepted),
    });
    const summary = await screen.findByRole('region', { name: 'Review status' });
    const front = within(summary).getByText('Front of the ID').closest('li') as HTMLElement;
    expect(within(front).getByText('Accepted')).toBeInTheDocument();
    expect(within(front).queryByText(/Reason/)).not.toBeInTheDocument();
  });
});
