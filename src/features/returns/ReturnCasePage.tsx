import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { getReturn } from '../../api/returns';
import type { ReturnCase } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { CardSection } from '../../components/Card';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageTitle } from '../../components/PageTitle';
import { ReasonModal, type ChosenReason } from '../../components/ReasonModal';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { isolatedCode } from '../../i18n/code';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { RETURN_REASONS, returnReasonWords } from '../../lib/returns';
import { orderDetailPath } from '../orders';
import { ADMIN_RETURNS_PATH, RETURNS_PATH } from './paths';
import { acceptReturn, receiveReturn, refuseReturn } from './returnsSlice';
import { RETURN_STATUS_TONE } from './returnStatus';
import { BackLink } from '../../components/BackLink';
import { CodeText } from '../../components/CodeText';

/** A case as read, and when it was read: whether the seller's days to answer are over is judged at that moment. */
type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; case: ReturnCase; readAt: number };
type Decision = 'accept' | 'refuse' | 'receive' | null;

function useReturnCase(id: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(() => {
    if (!id) return;
    getReturn(id)
      .then((found) => setLoaded({ state: 'ready', case: found, readAt: Date.now() }))
      .catch((error: unknown) =>
        setLoaded({ state: (error as { status?: number }).status === 404 ? 'missing' : 'failed' }),
      );
  }, [id]);
  useEffect(load, [load]);
  return {
    loaded: id ? loaded : ({ state: 'missing' } as const),
    show: (found: ReturnCase) => setLoaded({ state: 'ready', case: found, readAt: Date.now() }),
  };
}

/**
 * /pages/return/:id: one return case, for its seller and for the admins: the line and its buyer, the units and
 * the refund, the customer's reason and photos, the timeline, and the decision the caller may take, confirmed.
 */
export function ReturnCasePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const user = useAppSelector((state) => state.auth.user);
  const { id } = useParams();
  const { loaded, show } = useReturnCase(id);
  const [decision, setDecision] = useState<Decision>(null);
  const [busy, setBusy] = useState(false);
  const staff = Boolean(user?.is_admin);
  const back = <BackLink to={staff ? ADMIN_RETURNS_PATH : RETURNS_PATH}>{t('returns.case.back')}</BackLink>;

  if (loaded.state === 'loading') return <Spinner />;
  if (loaded.state !== 'ready') {
    return (
      <section>
        {back}
        <PageTitle>{t('returns.case.title')}</PageTitle>
        <p className="alert alert-warning">
          {t(loaded.state === 'missing' ? 'returns.case.notFound' : 'returns.case.failed')}
        </p>
      </section>
    );
  }

  const found = loaded.case;
  const money = (value: number) => <bdi dir="ltr">{formatMoney(value, language)}</bdi>;
  const ownCase = found.seller._id === user?.id;
  const sellerDaysOver = loaded.readAt >= Date.parse(found.decide_by);
  const mayDecide = found.status === 'requested' && (ownCase || (Boolean(user?.is_admin) && sellerDaysOver));
  const mayReceive = found.status === 'accepted' && staff;

  const run = async (action: Exclude<Decision, null>, reason?: ChosenReason) => {
    setBusy(true);
    const result =
      action === 'accept'
        ? await dispatch(acceptReturn(found._id))
        : action === 'refuse'
          ? await dispatch(refuseReturn({ id: found._id, reason: reason ?? { code: 'other' } }))
          : await dispatch(receiveReturn(found._id));
    setBusy(false);
    setDecision(null);
    if (result.meta.requestStatus === 'fulfilled') {
      show(result.payload as ReturnCase);
      notifySuccess(`returns.toast.${action}`, { reference: found.reference });
    }
  };

  const facts: [string, React.ReactNode][] = [
    [
      t('returns.case.order'),
      <Link key="order" to={orderDetailPath(staff ? 'admin' : 'seller', found.order_id)}>
        <CodeText>{found.order_ref_id}</CodeText>
      </Link>,
    ],
    [
      t('returns.case.product'),
      <span key="product">
        <bdi>{found.product.name[language] || found.product.name.en}</bdi>{' '}
        <span className="text-muted small">
          (<CodeText>{found.product.sku}</CodeText>)
        </span>
      </span>,
    ],
    ...(staff
      ? ([
          [
            t('returns.case.seller'),
            <bdi key="seller">{found.seller.business_name?.[language] || found.seller.name}</bdi>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    [
      t('returns.case.buyer'),
      found.buyer ? (
        <span key="buyer">
          <bdi>{found.buyer.name}</bdi> <CodeText>{found.buyer.phone}</CodeText>
        </span>
      ) : (
        t('common.na')
      ),
    ],
    [
      t('returns.case.quantity'),
      t('returns.case.quantityOf', {
        count: found.quantity,
        number: formatNumber(found.quantity, language),
        of: formatNumber(found.line_quantity, language),
      }),
    ],
    [t('returns.case.returnedSoFar'), formatNumber(found.returned_quantity, language)],
    [t('returns.case.unitPrice'), money(found.unit_price)],
    [
      t('returns.case.refund'),
      found.refund_amount > 0 ? money(found.refund_amount) : t('returns.case.noRefund'),
    ],
    [t('returns.case.reason'), returnReasonWords('customer', found.reason, language)],
    ...(found.refusal
      ? ([[t('returns.case.refusal'), returnReasonWords('refusal', found.refusal, language)]] as [
          string,
          React.ReactNode,
        ][])
      : []),
    ...(found.status === 'requested'
      ? ([[t('returns.case.decideBy'), formatDateTime(found.decide_by, language)]] as [
          string,
          React.ReactNode,
        ][])
      : []),
  ];

  return (
    <section>
      {back}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <PageTitle className="h3 m-0">
          {t('returns.case.heading', { reference: isolatedCode(found.reference) })}
        </PageTitle>
        <StatusBadge tone={RETURN_STATUS_TONE[found.status]}>
          {t(`returns.status.${found.status}`)}
        </StatusBadge>
      </div>
      <p className="text-muted small">{formatDateTime(found.createdAt, language)}</p>
      <div className="row g-3">
        <div className="col-lg-7">
          <CardSection title={t('returns.case.details')} className="h-100 mb-0">
            <dl className="row m-0">
              {facts.map(([label, value]) => (
                <div key={label} className="col-12 d-flex flex-wrap gap-2 mb-2">
                  <dt className="fw-semibold">{label}:</dt>
                  <dd className="m-0">{value}</dd>
                </div>
              ))}
            </dl>
            {found.photos.length > 0 && (
              <div>
                <p className="fw-semibold mb-1">{t('returns.case.photos')}</p>
                <ul className="list-unstyled d-flex flex-wrap gap-2 m-0">
                  {found.photos.map((photo, index) => (
                    <li key={photo}>
                      <a href={photo} target="_blank" rel="noreferrer">
                        <img
                          src={photo}
                          alt={t('returns.case.photo', { number: formatNumber(index + 1, language) })}
                          width={96}
                          height={96}
                          className="rounded border object-fit-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </CardSection>
        </div>
        <div className="col-lg-5">
          <CardSection title={t('returns.case.timeline')} className="h-100 mb-0">
            <ol className="list-unstyled m-0">
              {found.timeline.map((step) => (
                <li key={`${step.status}-${step.at}`} className="mb-2">
                  <StatusBadge tone={RETURN_STATUS_TONE[step.status]}>
                    {t(`returns.status.${step.status}`)}
                  </StatusBadge>{' '}
                  <span className="small">{formatDateTime(step.at, language)}</span>
                  {step.by && (
                    <span className="small text-muted">
                      {' '}
                      · <bdi>{step.by}</bdi>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </CardSection>
        </div>
      </div>
      {(mayDecide || mayReceive) && (
        <div className="d-flex flex-wrap gap-2 mt-3">
          {mayDecide && (
            <>
              <button type="button" className="btn btn-success" onClick={() => setDecision('accept')}>
                {t('returns.case.accept')}
              </button>
              <button type="button" className="btn btn-outline-danger" onClick={() => setDecision('refuse')}>
                {t('returns.case.refuse')}
              </button>
            </>
          )}
          {mayReceive && (
            <button type="button" className="btn btn-primary" onClick={() => setDecision('receive')}>
              {t('returns.case.receive')}
            </button>
          )}
        </div>
      )}
      {found.status === 'requested' && !mayDecide && staff && (
        <p className="small text-muted mt-3">
          {t('returns.case.sellerDecides', { until: formatDateTime(found.decide_by, language) })}
        </p>
      )}
      {decision === 'accept' && (
        <ConfirmModal
          title={t('returns.case.acceptTitle', { reference: found.reference })}
          confirmLabel={t('returns.case.accept')}
          busy={busy}
          onConfirm={() => void run('accept')}
          onCancel={() => setDecision(null)}
        >
          <p className="m-0">
            {t('returns.case.acceptIntro', {
              refund:
                found.refund_amount > 0
                  ? formatMoney(found.refund_amount, language)
                  : t('returns.case.noRefund'),
            })}
          </p>
        </ConfirmModal>
      )}
      {decision === 'receive' && (
        <ConfirmModal
          title={t('returns.case.receiveTitle', { reference: found.reference })}
          confirmLabel={t('returns.case.receive')}
          busy={busy}
          onConfirm={() => void run('receive')}
          onCancel={() => setDecision(null)}
        >
          <p className="m-0">
            {found.refund_amount > 0
              ? t('returns.case.receiveIntro', { refund: formatMoney(found.refund_amount, language) })
              : t('returns.case.receiveIntroNoRefund')}
          </p>
        </ConfirmModal>
      )}
      {decision === 'refuse' && (
        <ReasonModal
          title={t('returns.case.refuseTitle', { reference: found.reference })}
          intro={t('returns.case.refuseIntro')}
          confirmLabel={t('returns.case.refuse')}
          options={RETURN_REASONS.refusal.map((reason) => ({ value: reason.value, label: reason[language] }))}
          busy={busy}
          onConfirm={(reason) => void run('refuse', reason)}
          onCancel={() => setDecision(null)}
        />
      )}
    </section>
  );
}
