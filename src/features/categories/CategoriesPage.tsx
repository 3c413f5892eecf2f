import { useTranslation } from '../../i18n/useTranslation';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, sortRows } from '../../components/table/DataTable';
import { CategoryDialogs } from './CategoryDialogs';
import { useCategoryColumns } from './categoryColumns';
import { useCategoriesList } from './useCategoriesList';
import { useCategoryDialogs } from './useCategoryDialogs';

/** /admin/categories: the category table, sortable by any column, with add, edit, publish and delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const list = useCategoriesList();
  const dialogs = useCategoryDialogs();
  const { columns, renderCard } = useCategoryColumns(dialogs);

  return (
    <section>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <PageTitle>{t('categories.title')}</PageTitle>
        <button type="button" className="btn btn-primary mb-3" onClick={dialogs.add}>
          {t('categories.add')}
        </button>
      </div>
      <DataTable
        caption={t('categories.caption')}
        columns={columns}
        rows={sortRows(list.rows, columns, list.sort)}
        rowId={(category) => category._id}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={list.loading}
        renderCard={renderCard}
      />
      <CategoryDialogs dialogs={dialogs} busy={list.loading} />
    </section>
  );
}
