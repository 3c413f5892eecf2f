import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { ConfirmModal } from '../../components/ConfirmModal';
import { AlertDialog } from './AlertDialog';
import { CategoryFormModal } from './CategoryFormModal';
import { DeleteCategoryModal } from './DeleteCategoryModal';
import type { CategoryDialogs as Dialogs } from './useCategoryDialogs';
import { categoryName } from './categoryName';

/** The dialog open over the categories table: add or edit form, publish confirmation, delete, alert. */
export function CategoryDialogs({ dialogs, busy }: { dialogs: Dialogs; busy: boolean }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { dialog, close } = dialogs;
  if (!dialog) return null;

  switch (dialog.kind) {
    case 'add':
      return <CategoryFormModal onClose={close} />;
    case 'edit':
      return <CategoryFormModal categoryId={dialog.id} onClose={close} />;
    case 'publish': {
      const { published } = dialog.category;
      return (
        <ConfirmModal
          title={t(published ? 'categories.unpublishTitle' : 'categories.publishTitle', {
            name: categoryName(dialog.category, language),
          })}
          confirmLabel={t(published ? 'categories.unpublish' : 'categories.publish')}
          busy={busy}
          onConfirm={() => void dialogs.confirmPublish(dialog.category)}
          onCancel={close}
        >
          <p className="m-0">{t(published ? 'categories.unpublishText' : 'categories.publishText')}</p>
        </ConfirmModal>
      );
    }
    case 'delete':
      return (
        <DeleteCategoryModal
          category={dialog.category}
          initialTyped={dialog.typed}
          busy={busy}
          onConfirm={(typed) => void dialogs.confirmDelete(dialog.category, typed)}
          onCancel={close}
        />
      );
    case 'alert':
      return <AlertDialog message={dialog.message} onClose={close} />;
  }
}
