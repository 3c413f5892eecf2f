import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '../../../src/components/table/DataTable';
import { HOSTILE_NAMES, markupIn } from '../../fixtures/hostileNames';
import { renderPage } from '../../setup/render';

type Row = { id: string; name: string };

describe('hostile product and user names in a data table render as text, never markup', () => {
  it.each(['ar', 'en'] as const)('in a data table and its phone cards (%s)', (language) => {
    const rows: Row[] = HOSTILE_NAMES.map((name, index) => ({ id: String(index), name }));
    const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => <bdi>{row.name}</bdi> }];
    const { container } = renderPage(
      <DataTable
        caption="Products"
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        onRowClick={() => undefined}
        rowActionLabel={(row) => `Open ${row.name}`}
        renderCard={(row) => <p>{row.name}</p>}
      />,
      { language },
    );
    const table = screen.getByRole('table', { name: 'Products' });
    for (const name of HOSTILE_NAMES) expect(within(table).getAllByText(name).length).toBeGreaterThan(0);
    expect(markupIn(container)).toBeNull();
    expect(window.__pwned).toBeUndefined();
  });
});
