import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

interface DetailListProps {
  items: DetailItem[];
  /** The grid classes of each pair, for a list in a narrower column than the page's. */
  itemClassName?: string;
}

/** Label and value pairs; an empty value reads "Not provided" rather than leaving a hole. */
export function DetailList({ items, itemClassName = 'col-12 col-sm-6 col-lg-4' }: DetailListProps) {
  const { t } = useTranslation();
  return (
    <dl className="detail-list row m-0">
      {items.map((item) => (
        <div key={item.label} className={`${itemClassName} mb-2`}>
          <dt className="small text-muted fw-normal">{item.label}</dt>
          <dd className="m-0 text-break">
            {item.value === '' || item.value == null ? (
              <span className="text-muted">{t('users.detail.notProvided')}</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
