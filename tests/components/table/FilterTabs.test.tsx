import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterTabs, type FilterOption } from '../../../src/components/table/FilterTabs';
import { renderPage } from '../../setup/render';

type Tab = 'all' | 'pending';

const renderTabs = (language: 'ar' | 'en', options: FilterOption<Tab>[]) => {
  const onChange = vi.fn<(tab: Tab) => void>();
  const view = renderPage(<FilterTabs label="Status" options={options} value="all" onChange={onChange} />, {
    language,
  });
  return { onChange, view };
};

/** The room a count keeps: the text it is drawn over, hidden. */
const roomsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.filter-tabs__room')].map((room) => room.textContent);

describe('FilterTabs', () => {
  it('names each tab with its count in brackets, and the pressed one', async () => {
    const { onChange } = renderTabs('en', [
      { value: 'all', label: 'All', count: '124' },
      { value: 'pending', label: 'Pending', count: '1,000+' },
    ]);
    expect(screen.getByRole('button', { name: 'All (124)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pending (1,000+)' }));
    expect(onChange).toHaveBeenCalledWith('pending');
  });

  it('keeps a count its room before it is known, without reading the room out', () => {
    const { view } = renderTabs('en', [
      { value: 'all', label: 'All', count: null },
      { value: 'pending', label: 'Pending', count: null },
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toBeInTheDocument();
    expect(roomsOf(view.container)).toEqual(['(888)', '(888)']);
  });

  it('keeps the same room once the count is there, in Arabic too', () => {
    const { view } = renderTabs('ar', [
      { value: 'all', label: 'الكل', count: '12' },
      { value: 'pending', label: 'قيد الانتظار', count: null },
    ]);
    expect(screen.getByRole('button', { name: 'الكل (12)' })).toBeInTheDocument();
    expect(roomsOf(view.container)).toEqual(['(888)', '(888)']);
  });

  it('gives a tab without a count no room', () => {
    const { view } = renderTabs('en', [
      { value: 'all', label: 'All' },
      { value: 'pending', label: 'Pending' },
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    expect(roomsOf(view.container)).toEqual([]);
  });
});
