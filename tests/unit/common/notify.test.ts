import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifyServerSuccess, notifySuccess } from '../../../src/common/notify';
import { switchLanguage } from '../../../src/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(async () => {
  toast.error.mockReset();
  toast.success.mockReset();
  await switchLanguage('ar');
});

describe('toasts are worded in the language being shown', () => {
  it('uses the server text of the current language, or the catalogue for errors the app words itself', async () => {
    await switchLanguage('en');
    notifyError({ status: 409, message: 'Taken', byLanguage: { en: 'Taken', ar: 'مستخدم' } });
    notifyError({ status: null, message: 'Network Error', messageKey: 'errors.network' });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(toast.error.mock.calls.map(([text]) => text as string)).toEqual([
      'Taken',
      'Cannot reach the server. Check your connection and try again.',
    ]);
  });

  it('words a toast raised right after a switch in the new language', async () => {
    void switchLanguage('en');
    notifySuccess('auth.resetLinkSent');
    notifyServerSuccess({ en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' }, 'common.save');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(toast.success.mock.calls.map(([text]) => text as string)).toEqual([
      'Check your email or sms for your reset link',
      'Status updated successfully',
    ]);
  });

  it('speaks Arabic by default', async () => {
    notifySuccess('auth.resetLinkSent');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    expect(toast.success.mock.calls[0]?.[0]).toMatch(/[\u0600-\u06FF]/);
  });
});
