import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { exportProducts } from '../../api/products';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyFailure } from '../../common/notify';
import { RadioGroup } from '../../components/form/RadioGroup';
import { Select } from '../../components/form/Select';
import type { ListQuery } from '../../components/table/listQuery';
import { labelledOptions } from '../../i18n/options';
import type { TemplateLanguage } from '../../lib/spreadsheet/columns';
import { templateFileName, XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import { saveFile } from '../../lib/saveFile';
import { fetchCategories } from '../categories';
import { inventorySelection, inventoryStatuses, type InventoryTab } from './useInventoryList';

const LANGUAGES = ['ar', 'en', 'both'] as const;

/**
 * Downloads the inventory as it is filtered (tab, search, stock level, price range) and ordered as one category's
 * template, filled with each product's current values: changed in any spreadsheet program, the file is uploaded
 * back on the listing page.
 */
export function InventoryExport({ query, onClose }: { query: ListQuery<InventoryTab>; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const categories = useAppSelector((state) => state.categories.list);
  // The list's own category when it is narrowed to one: the file is that category's template.
  const [category, setCategory] = useState(query.filters.category ?? '');
  const [sheetLanguage, setSheetLanguage] = useState<TemplateLanguage>(language);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const categoryId = useId();

  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch]);

  const download = async () => {
    if (!category) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const status = inventoryStatuses(query.tab);
      const { filter, sort } = inventorySelection(query);
      const bytes = await exportProducts({
        lang: sheetLanguage,
        category,
        ...(status ? { status } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(filter?.stock ? { stock: filter.stock } : {}),
        ...(filter?.price_min === undefined ? {} : { price_min: filter.price_min }),
        ...(filter?.price_max === undefined ? {} : { price_max: filter.price_max }),
        ...(sort ? { sort } : {}),
      });
      saveFile(bytes, `inventory-${templateFileName(category, sheetLanguage)}`, XLSX_MIME_TYPE);
    } catch {
      // A refusal has been shown as a toast; a file that could not be saved is said here.
      notifyFailure('products.listing.downloadFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card card-body mb-3" aria-labelledby={`${categoryId}-title`}>
      <h2 id={`${categoryId}-title`} className="h6">
        {t('products.export.title')}
      </h2>
      <p className="small text-muted">{t('products.export.intro')}</p>
      <label htmlFor={categoryId} className="form-label">
        {t('products.listing.category')}
      </label>
      <Select
        id={categoryId}
        className={`form-select mb-1${missing ? ' is-invalid' : ''}`}
        value={category}
        options={categories.map((item) => ({ value: item.code, label: item.name[language] || item.name.en }))}
        placeholder={t('common.choose')}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${categoryId}-error` : undefined}
        onChange={(event) => {
          setCategory(event.target.value);
          setMissing(false);
        }}
      />
      <div id={`${categoryId}-error`} className="invalid-feedback d-block mb-2" aria-live="polite">
        {missing ? t('products.export.categoryRequired') : ''}
      </div>
      <RadioGroup
        legend={t('products.listing.templateLanguage')}
        name="export-language"
        options={labelledOptions(t, 'products.listing.templateLanguages', LANGUAGES)}
        value={sheetLanguage}
        onChange={setSheetLanguage}
        className="mb-3"
        legendClassName="mb-1"
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
          {t('products.export.download')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </section>
  );
}
