import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Category } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { deleteCategory, updateCategory } from './categoriesSlice';

/** The one dialog open over the categories table, if any. */
export type CategoryDialog =
  | { kind: 'add' }
  | { kind: 'edit'; id: string }
  | { kind: 'publish'; category: Category }
  | { kind: 'delete'; category: Category; typed?: string }
  | { kind: 'alert'; message: string; then?: CategoryDialog };

/** What the admin can do on the categories screen: add, edit, publish or unpublish, delete. */
export function useCategoryDialogs() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);

  /** A category is published only with a logo (docs/products.md). */
  const askPublish = (category: Category) =>
    setDialog(
      !category.published && !category.img
        ? { kind: 'alert', message: t('categories.imageFirst') }
        : { kind: 'publish', category },
    );

  const confirmPublish = async (category: Category) => {
    const result = await dispatch(
      updateCategory({ id: category._id, changes: { published: !category.published } }),
    );
    setDialog(null);
    if (updateCategory.fulfilled.match(result)) notifySuccess('categories.toast.updated');
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
    const result = await dispatch(deleteCategory(category.code));
    setDialog(null);
    if (deleteCategory.fulfilled.match(result)) notifySuccess('categories.toast.deleted');
  };

  return {
    dialog,
    add: () => setDialog({ kind: 'add' }),
    edit: (category: Category) => setDialog({ kind: 'edit', id: category._id }),
    askDelete: (category: Category) => setDialog({ kind: 'delete', category }),
    askPublish,
    confirmPublish,
    confirmDelete,
    /** Closes the dialog, or an alert back into the dialog it interrupted. */
    close: () => setDialog(dialog?.kind === 'alert' ? (dialog.then ?? null) : null),
  };
}

export type CategoryDialogs = ReturnType<typeof useCategoryDialogs>;
