import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Selection } from './DataTable';

/**
 * The checkboxes of a list's rows. Only rows on screen count as selected: a new page, tab or search
 * leaves nothing selected behind.
 */
export function useRowSelection<Row>(
  rows: readonly Row[],
  rowId: (row: Row) => string,
  rowName: (row: Row) => string,
) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selectedIds: ReadonlySet<string> = new Set(rows.map(rowId).filter((id) => chosen.has(id)));

  const selection: Selection = {
    selectedIds,
    onToggle: (id) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    onToggleAll: (ids, selected) => setChosen(selected ? new Set(ids) : new Set()),
    rowLabel: (id) => {
      const row = rows.find((candidate) => rowId(candidate) === id);
      return t('table.selectRow', { name: row ? rowName(row) : id });
    },
  };

  return { selection, selectedIds, clear: () => setChosen(new Set()) };
}
