import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import type { Category } from '../../api/types';
import type { Column } from '../../components/table/DataTable';
import type { CategoryDialogs } from './useCategoryDialogs';
import { categoryName } from './categoryName';

/** The columns a category table can be sorted by (every column with a value). */
export const CATEGORY_SORT_KEYS = ['logo', 'code', 'name_en', 'name_ar', 'published'] as const;

/** The categories table's columns and phone card, with the publish toggle, edit and delete. */
export function useCategoryColumns(dialogs: CategoryDialogs) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

  const publishToggle = (category: Category) => (
    <input
      type="checkbox"
      className="form-check-input"
      checked={category.published}
      aria-label={t('categories.publishToggle', { name: categoryName(category, language) })}
      onChange={() => dialogs.askPublish(category)}
    />
  );

  // Each button names its category for screen readers ("Edit Phones"); the visible text is the verb alone.
  const rowActions = [
    { verb: 'edit', tone: 'primary', run: dialogs.edit },
    { verb: 'delete', tone: 'danger', run: dialogs.askDelete },
  ] as const;
  const actions = (category: Category) => (
    <div className="d-flex gap-2 justify-content-end">
      {rowActions.map(({ verb, tone, run }) => (
        <button
          key={verb}
          type="button"
          className={`btn btn-sm btn-outline-${tone}`}
          aria-label={t(`categories.${verb}`, { name: categoryName(category, language) })}
          onClick={() => run(category)}
        >
          {t(`common.${verb}`)}
        </button>
      ))}
    </div>
  );

  const logo = (category: Category) =>
    category.img ? (
      <img
        src={category.img}
        alt={t('categories.logoAlt', { name: categoryName(category, language) })}
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

  return { columns, renderCard };
}
