import { useTranslation } from '../../i18n/useTranslation';
import type { TimelineEntry } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { formatDateTime } from '../../i18n/format';

/** Every status change of the order's lines, oldest first: who, when, from → to, and why. */
export function OrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const statusLabel = useOrderStatusLabel();
  return (
    <ol className="order-timeline list-unstyled m-0">
      {entries.map((entry, index) => (
        <li key={`${entry.line_id}-${entry.at}-${index}`} className={entry.undone ? 'is-undone' : undefined}>
          <div className="small text-muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            {' · '}
            <bdi>{entry.actor?.name ?? t('orders.detail.unknownActor')}</bdi>
          </div>
          <div>
            <span className="fw-semibold">
              <bdi>{entry.product_name[language] || entry.product_name.en}</bdi>
            </span>
            {': '}
            {entry.from === null
              ? t('orders.detail.created')
              : t('orders.detail.moved', { from: statusLabel(entry.from), to: statusLabel(entry.to) })}
            {entry.undone && (
              <span className="badge text-bg-secondary ms-2">{t('orders.detail.undone')}</span>
            )}
          </div>
          {entry.reason && (
            <div className="small">
              {t('orders.detail.reason')}: <bdi>{entry.reason.label[language] || entry.reason.label.en}</bdi>
              {entry.reason.text && (
                <>
                  {' — '}
                  <bdi>{entry.reason.text}</bdi>
                </>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
