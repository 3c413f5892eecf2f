import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRange, type DayRange } from '../../../src/components/table/DateRange';
import { renderPage } from '../../setup/render';

/** The range as a list page keeps it, with every change reported. */
function Range({ initial, onChange }: { initial: DayRange; onChange: (range: DayRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRange
      legend="Period"
      range={range}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

const renderRange = (language: 'ar' | 'en', initial: DayRange = { from: '', to: '' }) => {
  const onChange = vi.fn<(range: DayRange) => void>();
  renderPage(<Range initial={initial} onChange={onChange} />, { language });
  return onChange;
};

describe('DateRange', () => {
  it('shows the range day first in Arabic, with an Arabic pattern and no browser date field in view', () => {
    renderRange('ar', { from: '2026-10-01', to: '2026-10-31' });
    const from = screen.getByRole('textbox', { name: 'من تاريخ' });
    expect(from).toHaveValue('01/10/2026');
    expect(from).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    expect(screen.getByRole('textbox', { name: 'إلى تاريخ' })).toHaveValue('31/10/2026');
    expect(screen.getAllByRole('button', { name: 'اختيار من التقويم' })).toHaveLength(2);
  });

  it('keeps the stored form (YYYY-MM-DD) of a day typed with Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const onChange = renderRange('ar');
    await user.type(screen.getByRole('textbox', { name: 'من تاريخ' }), '٥/١١/٢٠٢٦');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-05', to: '' });
    expect(screen.getByRole('textbox', { name: 'من تاريخ' })).toHaveValue('5/11/2026');
  });

  it('says under the end when it is before the start, and how to write a day left unreadable', async () => {
    const user = userEvent.setup();
    renderRange('en', { from: '2026-10-10', to: '' });
    const to = screen.getByRole('textbox', { name: 'To date' });
    await user.type(to, '01/10/2026');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date is before the start date');
    const from = screen.getByRole('textbox', { name: 'From date' });
    await user.clear(from);
    await user.type(from, '10/20');
    await user.tab();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Write the date as day/month/year, for example 25/12/2026');
  });

  it('empties both fields when every date is asked for', async () => {
    const user = userEvent.setup();
    const onChange = renderRange('en', { from: '2026-10-01', to: '2026-10-31' });
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '', to: '' });
    expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'To date' })).toHaveValue('');
  });
});
