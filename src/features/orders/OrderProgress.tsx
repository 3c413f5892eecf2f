import { useTranslation } from '../../i18n/useTranslation';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { orderProgress } from '../../lib/orderStatus';

/**
 * The four-step progress (docs/orders.md: pending, confirmed, shipped, delivered). Reached steps are green
 * and carry a check mark; a canceled line shows a red cross. Each state is also spelled out for screen
 * readers, so colour is never the only signal; on desktop each step's name is also written under it.
 */
export function OrderProgress({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = useOrderStatusLabel();
  const progress = orderProgress(status);
  return (
    <div className="order-progress">
      <ol
        className="order-progress__steps"
        aria-label={t('orders.progress.label', { status: label(status) })}
      >
        {progress.steps.map(({ step, done }) => (
          <li key={step} className={`order-progress__step${done ? ' is-done' : ''}`}>
            <span className="order-progress__dot" aria-hidden="true">
              {done ? '✓' : ''}
            </span>
            <span className="order-progress__label" aria-hidden="true">
              {label(step)}
            </span>
            <span className="visually-hidden">
              {t(done ? 'orders.progress.done' : 'orders.progress.notYet', { step: label(step) })}
            </span>
          </li>
        ))}
      </ol>
      {progress.canceled && (
        <span className="order-progress__cross" title={label('canceled')}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{label('canceled')}</span>
        </span>
      )}
    </div>
  );
}
