import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import type { Category } from '../../api/types';
import { FieldFrame } from '../../components/form/FieldFrame';
import { Modal } from '../../components/Modal';
import { CATEGORY_TEXT_LIMIT } from '../../lib/categoryKey';
import { categoryName } from './categoryName';

interface DeleteCategoryModalProps {
  category: Category;
  /** What was typed before a mismatch alert, so it can be corrected rather than retyped. */
  initialTyped?: string;
  busy: boolean;
  /** Called with what was typed; the page decides whether it matches (docs/products.md). */
  onConfirm: (typedName: string) => void;
  onCancel: () => void;
}

/** Deleting asks for the category's English name, typed exactly. */
export function DeleteCategoryModal({
  category,
  initialTyped = '',
  busy,
  onConfirm,
  onCancel,
}: DeleteCategoryModalProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const inputId = useId();
  const [typed, setTyped] = useState(initialTyped);
  return (
    <Modal
      title={t('categories.deleteTitle', { name: categoryName(category, language) })}
      onClose={onCancel}
      actions={{ confirmLabel: t('common.delete'), form: `${inputId}-form`, danger: true, busy }}
    >
      <form
        id={`${inputId}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(typed);
        }}
      >
        <p>{t('categories.deleteText')}</p>
        <p>
          <bdi dir="ltr" className="fw-bold">
            {category.name.en}
          </bdi>
        </p>
        <FieldFrame controlId={inputId} label={t('categories.deleteLabel')} className="">
          <input
            id={inputId}
            className="form-control"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            dir="ltr"
            autoComplete="off"
            maxLength={CATEGORY_TEXT_LIMIT}
          />
        </FieldFrame>
      </form>
    </Modal>
  );
}
