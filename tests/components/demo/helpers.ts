import { screen, within } from '@testing-library/react';

/** The body rows of the table with this caption. */
export function bodyRows(caption: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}

/** The text of one column (0-based) of every body row. */
export function columnTexts(caption: string, column: number): string[] {
  return bodyRows(caption).map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
}

/** The "from–to of total" line of the pagination. */
export function rangeText(): string {
  return (
    within(screen.getByRole('navigation', { name: /Pagination|ترقيم الصفحات|الصفحات/ })).getByText(/–/)
      .textContent ?? ''
  );
}
