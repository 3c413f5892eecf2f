import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { listWithdrawals, type WithdrawalPage } from '../../api/payouts';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatMoney } from '../../i18n/format';
import { LIST_QUERY } from '../../lib/entities/listQuery';
import { reviewReasonWords } from '../../lib/reviewReasons';
import { REQUEST_WITHDRAWAL_PATH, WITHDRAWALS_PATH } from './paths';
import { WITHDRAWAL_TONES } from './withdrawalColumns';

/**
 * On the seller's home, under their balances: where their newest withdrawal request stands (waiting, paid with
 * the bank's reference, or rejected with the reason and the money back), and the way to ask for one.
 */
export function LatestWithdrawal({ available }: { available: number }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [page, setPage] = useState<WithdrawalPage | null>(null);

  useEffect(() => {
    let current = true;
    listWithdrawals({ page: '1', limit: String(LIST_QUERY.minPageSize) }).then(
      (answer) => current && setPage(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!page) return null;
  const [latest] = page.withdrawals;
  const canRequest = available >= page.minimum;
  return (
    <div className="border-top pt-2 mt-2" aria-labelledby="latest-withdrawal-title">
      <h3 id="latest-withdrawal-title" className="h6 small text-muted mb-1">
        {t('payouts.home.title')}
      </h3>
      {latest ? (
        <p className="mb-1 d-flex flex-wrap align-items-center gap-2">
          <StatusBadge tone={WITHDRAWAL_TONES[latest.status]}>
            {t(`payouts.status.${latest.status}`)}
          </StatusBadge>
          <span>
            {t(`payouts.home.${latest.status}`, {
              reference: latest.reference,
              amount: formatMoney(latest.amount, language),
              date: formatDate(latest.paid_on ?? latest.updatedAt ?? latest.createdAt, language),
              bankReference: latest.payment_reference ?? '',
            })}
          </span>
          {latest.reason && (
            <span className="d-block w-100 small text-danger-emphasis">
              {t('home.tasks.reason')} <bdi>{reviewReasonWords('withdrawal', latest.reason, language)}</bdi>
            </span>
          )}
        </p>
      ) : (
        <p className="mb-1 text-muted">{t('payouts.home.none')}</p>
      )}
      <p className="d-flex flex-wrap gap-3 m-0">
        {latest && <Link to={WITHDRAWALS_PATH}>{t('payouts.home.all')}</Link>}
        {canRequest ? (
          <Link to={REQUEST_WITHDRAWAL_PATH}>{t('payouts.withdrawals.request')}</Link>
        ) : (
          <span className="small text-muted">
            {t('payouts.home.belowMinimum', { minimum: formatMoney(page.minimum, language) })}
          </span>
        )}
      </p>
    </div>
  );
}
