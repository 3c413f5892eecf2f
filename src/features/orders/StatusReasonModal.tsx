import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { isolated } from '../../i18n/format';
import { ReasonModal } from '../../components/ReasonModal';
import { ORDER_REASONS, isOrderReasonCode, type OrderReasonCode } from '../../lib/orderReasons';
import type { OrderStatus } from '../../lib/orderStatus';

/** Why a line is rejected or canceled: a code from the shared list, and words of one's own. */
export interface StatusReason {
  code: OrderReasonCode;
  text?: string;
}

interface StatusReasonModalProps {
  /** The move asked for: rejected (a seller) or canceled (an admin). */
  status: Extract<OrderStatus, 'rejected' | 'canceled'>;
  /** Which line: its product's name and its order's reference. */
  product: string;
  order: string;
  busy: boolean;
  onConfirm: (reason: StatusReason) => void;
  onCancel: () => void;
}

/**
 * Rejecting or canceling a line ends it for the buyer: the dialog asks to confirm it and why (docs/orders.md), the reason going to the timeline and to the seller's notification.
 */
export function StatusReasonModal({
  status,
  product,
  order,
  busy,
  onConfirm,
  onCancel,
}: StatusReasonModalProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (
    <ReasonModal
      title={t(`orders.reason.title.${status}`)}
      intro={
        <p className="mb-0">
          {t(`orders.reason.intro.${status}`, { product: isolated(product), order: isolated(order) })}
        </p>
      }
      confirmLabel={t(`orders.reason.confirm.${status}`)}
      options={ORDER_REASONS.map((reason) => ({ value: reason.value, label: reason[language] }))}
      busy={busy}
      onCancel={onCancel}
      onConfirm={({ code, text }) => {
        if (isOrderReasonCode(code)) onConfirm(text ? { code, text } : { code });
      }}
    />
  );
}
