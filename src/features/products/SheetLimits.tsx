import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { SheetLimitsInfo } from '../../api/products';
import type { Language } from '../../i18n';
import { CURRENCY_SUFFIX, formatNumber } from '../../i18n/format';
import { IssueMessage } from './SheetIssueTable';

/** The limits a spreadsheet must keep to, stated before a file is picked. */
export function SheetLimits({ limits, language }: { limits: SheetLimitsInfo; language: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = (value: number) => formatNumber(value, language);
  const megabytes = Math.round((limits.fileBytes / (1024 * 1024)) * 10) / 10;

  return (
    <div className="bg-body-tertiary rounded p-3 mb-3">
      <h3 id={headingId} className="h6">
        {t('products.listing.limits.title')}
      </h3>
      <ul className="small mb-0 ps-3" aria-labelledby={headingId}>
        <li>{t('products.listing.limits.rows', { n: number(limits.rows), count: limits.rows })}</li>
        <li>{t('products.listing.limits.file', { mb: number(megabytes), count: megabytes })}</li>
        <li>
          {t('products.listing.limits.cellChars', { n: number(limits.cellChars), count: limits.cellChars })}
        </li>
        <li>
          <IssueMessage
            wording={{
              key: 'products.listing.limits.price',
              values: { max: `${number(limits.maxPrice)} ${CURRENCY_SUFFIX}` },
              ltr: ['max'],
            }}
          />
        </li>
        <li>
          {t('products.listing.limits.wholeNumbers', {
            max: number(limits.maxQuantity),
            days: number(limits.maxHandlingDays),
            count: limits.maxHandlingDays,
          })}
        </li>
        <li>{t('products.listing.limits.images', { n: number(limits.imageColumns) })}</li>
      </ul>
    </div>
  );
}
