import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonModal, type ChosenReason } from '../../src/components/ReasonModal';
import { REASON_CODE_NEEDING_TEXT, REASON_TEXT_LIMIT } from '../../src/lib/orderReasons';
import { renderPage } from '../setup/render';

const open = (language: 'ar' | 'en', onConfirm: (reason: ChosenReason) => void) =>
  renderPage(
    <ReasonModal
      title="Reject?"
      intro="One product"
      confirmLabel="Reject"
      options={[
        { value: 'poor_photos', label: 'Poor photos' },
        { value: REASON_CODE_NEEDING_TEXT, label: 'Other' },
      ]}
      busy={false}
      onConfirm={onConfirm}
      onCancel={() => undefined}
    />,
    { language },
  );

describe('ReasonModal', () => {
  it('asks in Arabic for a reason, then for words when the reason is "other", keeping what was typed', async () => {
    const onConfirm = vi.fn();
    open('ar', onConfirm);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('اختر سببًا')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/السبب/), REASON_CODE_NEEDING_TEXT);
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('اكتب السبب في كلمات قليلة')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox'), 'صور مكررة ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith({ code: REASON_CODE_NEEDING_TEXT, text: 'صور مكررة' });
  });

  it('sends a listed reason without words, and refuses words over the limit in English', async () => {
    const onConfirm = vi.fn();
    open('en', onConfirm);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'poor_photos');
    const words = within(dialog).getByRole('textbox');
    // A paste past the field's own limit (as another script might set it).
    words.removeAttribute('maxLength');
    await user.click(words);
    await user.paste('x'.repeat(REASON_TEXT_LIMIT + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText(`Must be at most ${REASON_TEXT_LIMIT.toLocaleString('en')} characters`),
    ).toBeInTheDocument();
    await user.clear(words);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith({ code: 'poor_photos' });
  });
});
