import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '../../../src/components/table/DataTable';

vi.mock('../../../src/components/useMediaQuery', () => ({ useIsMobile: () => true }));

interface Row {
  id: string;
  name: string;
  status: string;
  price: string;
  secret: string;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => <strong>{row.name}</strong>, card: 'title' },
  { key: 'price', header: 'Price', render: (row) => row.price },
  { key: 'secret', header: 'Hidden', render: (row) => row.secret, card: false },
  { key: 'status', header: 'Status', render: (row) => <span>{row.status}</span>, card: 'badge' },
];

describe('DataTable on a phone', () => {
  it('builds each card from the columns: title and badge on top, the rest as labelled lines', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[{ id: '1', name: 'Lamp', status: 'Active', price: '10 LE', secret: 'x-1' }]}
        rowId={(row) => row.id}
        cardFromColumns
      />,
    );
    const card = within(screen.getByRole('region', { name: 'Things' })).getByRole('listitem');
    expect(within(card).getByText('Lamp')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Price').nextSibling).toHaveTextContent('10 LE');
    expect(within(card).queryByText('Name')).toBeNull();
    expect(within(card).queryByText('Status')).toBeNull();
    expect(within(card).queryByText('x-1')).toBeNull();
  });

  it('scrolls the table sideways when neither a card nor cardFromColumns is given', () => {
    render(<DataTable caption="Things" columns={columns} rows={[]} rowId={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
  });
});
