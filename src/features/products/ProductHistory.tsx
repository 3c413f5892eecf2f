import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { getAuditTrail, type AuditEntry } from '../../api/admin';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { AuditTrail } from '../../components/AuditTrail';
import { formatList, isolated } from '../../i18n/format';
import type { Language } from '../../lib/languages';
import { PRODUCT_STATUSES } from '../../lib/productStatus';
import { reviewReasonWords, type ReviewReason } from '../../lib/reviewReasons';

/** Parts of a product a change names (update-product's body keys) that are not one attribute. */
const CHANGE_PARTS = ['en', 'ar', 'details', 'product_images', 'is_recommended'];

const isStatus = (value: unknown): value is (typeof PRODUCT_STATUSES)[number] =>
  typeof value === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(value);

const isReason = (value: unknown): value is ReviewReason =>
  typeof value === 'object' && value !== null && typeof (value as ReviewReason).code === 'string';

/**
 * One entry of a product's audit trail in words of the page's language: a status change (with its reason), an
 * edit (with what was edited) or an undone bulk change; an action this screen does not know yet is still
 * listed, by its code.
 */
export function describeProductEntry(
  entry: AuditEntry,
  t: TFunction,
  language: Language,
  label: (key: string) => string,
): string {
  const { details } = entry;
  const status = (value: unknown) => (isStatus(value) ? t(`products.status.${value}`) : String(value ?? '—'));
  switch (entry.action) {
    case 'product.status_changed': {
      const moved = t('products.history.statusChanged', {
        from: status(details.from),
        to: status(details.to),
      });
      if (!isReason(details.reason)) return moved;
      const { text, ...coded } = details.reason;
      const words = reviewReasonWords('product', text ? { ...coded, text: isolated(text) } : coded, language);
      return `${moved}. ${t('products.history.reason', { reason: isolated(words) })}`;
    }
    case 'product.updated': {
      const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
      const names = fields.map((field) =>
        CHANGE_PARTS.includes(field) ? t(`products.history.parts.${field}`) : label(field),
      );
      return t('products.history.updated', { fields: formatList(names, language) });
    }
    case 'product.imported': {
      const file = typeof details.file_name === 'string' && details.file_name ? details.file_name : null;
      const key = details.change === 'created' ? 'importCreated' : 'importUpdated';
      return file
        ? t(`products.history.${key}`, { file: isolated(file) })
        : t(`products.history.${key}NoFile`);
    }
    case 'product.bulk_status_undone':
      return t('products.history.undone', { from: status(details.from), to: status(details.to) });
    default:
      return t('products.history.other', { action: isolated(entry.action) });
  }
}

/**
 * The product's audit trail for an admin, newest first; fetched again whenever the product changes
 * (`updatedAt`), so a status change or a save shows up at once.
 */
export function ProductHistory({
  productId,
  refreshKey,
  label,
}: {
  productId: string;
  refreshKey: string;
  label: (key: string) => string;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  // The product the entries are of, so another product's are never shown.
  const [loaded, setLoaded] = useState<{ entries: AuditEntry[]; productId: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getAuditTrail('product', productId).then(
      (entries) => {
        if (!current) return;
        setFailed(false);
        setLoaded({ entries, productId });
      },
      () => {
        // A failed call has already been shown as a toast.
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [productId, refreshKey]);

  // Entries of an older version stay listed while the new ones load, rather than a spinner in their place.
  const entries = loaded?.productId === productId ? loaded.entries : null;
  return (
    <AuditTrail
      heading={t('products.history.title')}
      entries={entries}
      failed={failed && entries === null}
      describe={(entry) => describeProductEntry(entry, t, language, label)}
      language={language}
      className="card card-body mb-4"
    />
  );
}
