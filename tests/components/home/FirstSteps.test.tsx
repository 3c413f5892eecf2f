import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { FirstSteps } from '../../../src/features/home/FirstSteps';
import type { FirstSteps as FirstStepsAnswer } from '../../../src/lib/firstSteps';
import { server } from '../../setup/msw';
import { api, renderPage, signedIn } from '../../setup/render';

const seller = { _id: 's1', name: 'Youssef', is_seller: true } as unknown as User;

/** What the next test's server answers, and how often the home asked. */
let answer: FirstStepsAnswer;
let asked = 0;

const NOTHING_DONE: FirstStepsAnswer = {
  kyc: 'todo',
  business_info: 'todo',
  company_registration: 'todo',
  product: 'todo',
  photo: 'todo',
  payout_account: 'todo',
};

beforeEach(() => {
  asked = 0;
  answer = NOTHING_DONE;
  server.use(
    http.get(api('/accounts/first-steps'), () => {
      asked += 1;
      return HttpResponse.json({ success: true, data: answer });
    }),
  );
});

const renderSteps = (language: 'ar' | 'en') =>
  renderPage(<FirstSteps />, { language, preloadedState: signedIn(seller) });

/** The list item of a step, found by its link's name. */
const itemOf = (list: HTMLElement, name: string) =>
  within(list).getByRole('link', { name }).closest('li') as HTMLElement;

describe('a new seller’s first steps', () => {
  it('lists every step in Arabic, unticked, each linking to where it is done', async () => {
    renderSteps('ar');
    const card = await screen.findByRole('region', { name: 'خطواتك الأولى' });
    expect(card).toHaveTextContent('أُنجزت 0 من 6 خطوات');
    expect(within(card).getByRole('progressbar', { name: 'أُنجزت 0 من 6 خطوات' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const list = within(card).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const expected: [string, string][] = [
      ['تحقّق من هويتك', '/kyc'],
      ['أضف بيانات نشاطك التجاري', '/bi'],
      ['أضف بيانات سجلك التجاري', '/cr'],
      ['أضف منتجك الأول', '/store/product/new'],
      ['أضف صورة إلى أحد منتجاتك', '/store/inventory'],
      ['أضف الحساب البنكي الذي تُحوَّل إليه أموالك', '/pages/requested-withdrawl'],
    ];
    for (const [name, href] of expected) {
      const item = itemOf(list, name);
      expect(within(item).getByRole('link', { name })).toHaveAttribute('href', href);
      // The state is said in words, not only by the mark.
      expect(item).toHaveTextContent('لم تُنجز بعد');
    }
    // A first product can also come from a spreadsheet.
    expect(
      within(itemOf(list, 'أضف منتجك الأول')).getByRole('link', { name: 'أو استورد جدول بيانات' }),
    ).toHaveAttribute('href', '/store/listing');
    expect(itemOf(list, 'أضف الحساب البنكي الذي تُحوَّل إليه أموالك')).toHaveTextContent(
      'يُحفظ مع أول طلب سحب تقدّمه.',
    );
    expect(asked).toBe(1);
  });

  it('ticks what is done and says what waits, in English', async () => {
    answer = {
      kyc: 'done',
      business_info: 'review',
      company_registration: 'incomplete',
      product: 'done',
      photo: 'todo',
      payout_account: 'done',
    };
    renderSteps('en');
    const card = await screen.findByRole('region', { name: 'Your first steps' });
    expect(card).toHaveTextContent('3 of 6 steps done');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    const list = within(card).getByRole('list');
    expect(itemOf(list, 'Verify your identity')).toHaveTextContent('Done');
    // A step sent is corrected on the profile's tab, no longer on its registration page.
    expect(within(list).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/pages/profile?tab=kyc',
    );
    expect(itemOf(list, 'Add your business information')).toHaveTextContent('Sent, waiting for review');
    expect(itemOf(list, 'Add your company registration')).toHaveTextContent(
      'Sent: add the document so it can be reviewed',
    );
    expect(within(list).getByRole('link', { name: 'Add your company registration' })).toHaveAttribute(
      'href',
      '/pages/profile?tab=cr',
    );
    const product = itemOf(list, 'Add your first product');
    expect(product).toHaveTextContent('Done');
    expect(within(product).queryByRole('link', { name: 'or import a spreadsheet' })).toBeNull();
    expect(itemOf(list, 'Add a photo to a product')).toHaveTextContent('To do');
    const payout = itemOf(list, 'Add the bank account you are paid to');
    expect(payout).toHaveTextContent('Done');
    expect(payout).not.toHaveTextContent('It is saved with your first withdrawal request.');
  });

  it('words a refused step and the progress with Arabic plural forms', async () => {
    answer = { ...NOTHING_DONE, kyc: 'rejected', business_info: 'done', product: 'done' };
    renderSteps('ar');
    const card = await screen.findByRole('region', { name: 'خطواتك الأولى' });
    expect(card).toHaveTextContent('أُنجزت 2 من 6 خطوات');
    expect(itemOf(within(card).getByRole('list'), 'تحقّق من هويتك')).toHaveTextContent('لم تُقبل: صحّحها');
    expect(itemOf(within(card).getByRole('list'), 'أضف منتجك الأول')).toHaveTextContent('تمت');
  });

  it('gives way to one line once every step is done, in Arabic and English', async () => {
    answer = {
      kyc: 'done',
      business_info: 'done',
      company_registration: 'done',
      product: 'done',
      photo: 'done',
      payout_account: 'done',
    };
    const arabic = renderSteps('ar');
    expect(await screen.findByText('حسابك جاهز: أتممت كل الخطوات الأولى.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'خطواتك الأولى' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    arabic.unmount();
    renderSteps('en');
    expect(await screen.findByText('You’re set up: every first step is done.')).toBeInTheDocument();
  });

  it('shows nothing when the steps cannot be read', async () => {
    server.use(
      http.get(api('/accounts/first-steps'), () => {
        asked += 1;
        return HttpResponse.json({ success: false, error: { en: 'No', ar: 'لا' } }, { status: 500 });
      }),
    );
    const { container } = renderSteps('en');
    await expect.poll(() => asked).toBe(1);
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    expect(container).not.toHaveTextContent('Your first steps');
    // The failure is the home's own business: no toast.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
