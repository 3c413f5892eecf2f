import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, sortRows, type Column, type SortState } from '../../components/table/DataTable';
import { AlertDialog } from './AlertDialog';
import { categoriesRequested, categoryDeleted, categoryUpdated } from './categoriesSlice';
import { CategoryFormModal } from './CategoryFormModal';
import { DeleteCategoryModal } from './DeleteCategoryModal';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; id: string }
  | { kind: 'publish'; category: Category }
  | { kind: 'delete'; category: Category; typed?: string }
  | { kind: 'alert'; message: string; then?: Dialog };

/** /admin/categories: the category table, sortable by any column, with add, edit, publish and delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { list, loading } = useAppSelector((state) => state.categories);
  const [sort, setSort] = useState<SortState | null>({ key: 'code', direction: 'asc' });
  const [dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    void dispatch(categoriesRequested());
  }, [dispatch]);

  const askPublish = (category: Category) => {
    if (!category.published && !category.img) {
      setDialog({ kind: 'alert', message: t('categories.imageFirst') });
      return;
    }
    setDialog({ kind: 'publish', category });
  };

  const confirmPublish = async (category: Category) => {
    const result = await dispatch(
      categoryUpdated({ id: category._id, changes: { published: !category.published } }),
    );
    setDialog(null);
    if (categoryUpdated.fulfilled.match(result)) notifySuccess('categories.toast.updated');
  };

  const confirmDelete = async (category: Category, typed: string) => {
    if (typed !== category.name.en) {
      // The alert closes back into the delete dialog, so the admin can correct the name.
      setDialog({
        kind: 'alert',
        message: t('categories.deleteMismatch'),
        then: { kind: 'delete', category, typed },
      });
      return;
    }
    const result = await dispatch(categoryDeleted(category.code));
    setDialog(null);
    if (categoryDeleted.fulfilled.match(result)) notifySuccess('categories.toast.deleted');
  };

  const publishToggle = (category: Category) => (
    <input
      type="checkbox"
      className="form-check-input"
      checked={category.published}
      aria-label={t('categories.publishToggle', { name: category.name.en })}
      onChange={() => askPublish(category)}
    />
  );

  const actions = (category: Category) => (
    <div className="d-flex gap-2 justify-content-end">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={t('categories.edit', { name: category.name.en })}
        onClick={() => setDialog({ kind: 'edit', id: category._id })}
      >
        {t('common.edit')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={t('categories.delete', { name: category.name.en })}
        onClick={() => setDialog({ kind: 'delete', category })}
      >
        {t('common.delete')}
      </button>
    </div>
  );

  const logo = (category: Category) =>
    category.img ? (
      <img
        src={category.img}
        alt={t('categories.logoAlt', { name: category.name.en })}
        className="category-logo"
      />
    ) : (
      <span className="small text-muted">{t('categories.noLogo')}</span>
    );

  const columns: Column<Category>[] = [
    { key: 'logo', header: t('categories.columns.logo'), render: logo, sortValue: (c) => (c.img ? 1 : 0) },
    {
      key: 'code',
      header: t('categories.columns.code'),
      render: (c) => (
        <bdi dir="ltr" className="font-monospace">
          {c.code}
        </bdi>
      ),
      sortValue: (c) => c.code,
    },
    {
      key: 'name_en',
      header: t('categories.columns.nameEn'),
      render: (c) => <bdi dir="ltr">{c.name.en}</bdi>,
      sortValue: (c) => c.name.en,
    },
    {
      key: 'name_ar',
      header: t('categories.columns.nameAr'),
      render: (c) => <bdi dir="rtl">{c.name.ar}</bdi>,
      sortValue: (c) => c.name.ar,
    },
    {
      key: 'published',
      header: t('categories.columns.published'),
      render: publishToggle,
      sortValue: (c) => (c.published ? 1 : 0),
      className: 'text-center',
    },
    { key: 'actions', header: t('categories.columns.actions'), render: actions, className: 'text-end' },
  ];

  const rows = sortRows(list, columns, sort);

  const renderCard = (category: Category) => (
    <div className="d-grid gap-2">
      <div className="d-flex gap-2 align-items-center">
        {logo(category)}
        <div className="min-w-0">
          <div className="fw-bold text-break">
            <bdi dir="ltr">{category.name.en}</bdi> · <bdi dir="rtl">{category.name.ar}</bdi>
          </div>
          <bdi dir="ltr" className="small text-muted font-monospace">
            {category.code}
          </bdi>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <label className="form-check m-0 d-flex gap-2 align-items-center">
          {publishToggle(category)}
          <span aria-hidden="true">{t('categories.columns.published')}</span>
        </label>
        {actions(category)}
      </div>
    </div>
  );

  return (
    <section>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <PageTitle>{t('categories.title')}</PageTitle>
        <button type="button" className="btn btn-primary mb-3" onClick={() => setDialog({ kind: 'add' })}>
          {t('categories.add')}
        </button>
      </div>
      <DataTable
        caption={t('categories.caption')}
        columns={columns}
        rows={rows}
        rowId={(category) => category._id}
        sort={sort}
        onSortChange={setSort}
        loading={loading}
        renderCard={renderCard}
      />

      {dialog?.kind === 'add' && <CategoryFormModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <CategoryFormModal categoryId={dialog.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'publish' && (
        <ConfirmModal
          title={t(dialog.category.published ? 'categories.unpublishTitle' : 'categories.publishTitle', {
            name: dialog.category.name.en,
          })}
          confirmLabel={t(dialog.category.published ? 'categories.unpublish' : 'categories.publish')}
          busy={loading}
          onConfirm={() => void confirmPublish(dialog.category)}
          onCancel={() => setDialog(null)}
        >
          <p className="m-0">
            {t(dialog.category.published ? 'categories.unpublishText' : 'categories.publishText')}
          </p>
        </ConfirmModal>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCategoryModal
          category={dialog.category}
          initialTyped={dialog.typed}
          busy={loading}
          onConfirm={(typed) => void confirmDelete(dialog.category, typed)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'alert' && (
        <AlertDialog message={dialog.message} onClose={() => setDialog(dialog.then ?? null)} />
      )}
    </section>
  );
}
