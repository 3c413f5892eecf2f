import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { getReviewQueues, type ReviewQueue } from '../../api/admin';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { formatDateTime, formatElapsed, formatNumber } from '../../i18n/format';
import { REVIEW_QUEUES, type ReviewQueueName } from '../../lib/reviewQueues';

/** The list each queue opens: filtered to what waits, the longest waiting first. */
export const QUEUE_LISTS: Record<ReviewQueueName, string> = {
  products: '/admin/products?tab=pending&order=waiting',
  documents: '/pages/admin?review=documents',
  business_info: '/pages/admin?review=business_info',
  withdrawals: '/admin/payouts?tab=pending',
  returns: '/admin/returns?tab=requested',
};

type Queues = Record<ReviewQueueName, ReviewQueue>;

/**
 * The admin's home (docs/review.md): what waits for review — products, documents, business info — with how many
 * and how long the oldest has waited, each opening the list of exactly those.
 */
export function ReviewQueues() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [queues, setQueues] = useState<Queues | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(0);

  useEffect(() => {
    let current = true;
    getReviewQueues()
      .then((answer) => {
        if (!current) return;
        setNow(Date.now());
        setQueues(answer);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  return (
    <Card as="section" labelledBy="review-queues-title" className="mb-3 text-start">
      <h2 id="review-queues-title" className="h5">
        {t('home.queues.title')}
      </h2>
      {!queues ? (
        <p className="text-muted m-0" role="status">
          {failed ? t('home.queues.failed') : t('app.loading')}
        </p>
      ) : (
        <ul className="list-group list-group-flush">
          {REVIEW_QUEUES.map((name) => {
            const { count, oldest_at: oldest } = queues[name];
            return (
              <li
                key={name}
                className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2 px-0"
              >
                <div>
                  <div className={count > 0 ? 'fw-semibold' : undefined}>
                    {t(`home.queues.${name}`, { count, n: formatNumber(count, language) })}
                  </div>
                  {count > 0 && oldest && (
                    <div className="small text-muted">
                      {t('home.queues.oldest', { elapsed: formatElapsed(oldest, now, language) })}{' '}
                      <time dateTime={oldest}>({formatDateTime(oldest, language)})</time>
                    </div>
                  )}
                </div>
                <Link
                  to={QUEUE_LISTS[name]}
                  className={`btn btn-sm ${count > 0 ? 'btn-primary' : 'btn-outline-secondary'}`}
                  aria-label={t(`home.queues.open.${name}`)}
                >
                  {t('home.queues.review')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
