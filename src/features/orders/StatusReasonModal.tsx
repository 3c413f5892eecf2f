import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { isolated } from '../../i18n/format';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Modal } from '../../components/Modal';
import {
  ORDER_REASONS,
  REASON_CODE_NEEDING_TEXT,
  REASON_TEXT_LIMIT,
  isOrderReasonCode,
  type OrderReasonCode,
} from '../../lib/orderReasons';
import type { OrderStatus } from '../../lib/orderStatus';

/** Why a line is rejected or canceled: a code from the shared list, and words of one's own. */
export interface StatusReason {
  code: OrderReasonCode;
  text?: string;
}

const reasonSchema = yup.object({
  code: yup
    .string()
    .required('orders.reason.codeRequired')
    .test('code', 'orders.reason.codeRequired', (value) => isOrderReasonCode(value)),
  text: yup
    .string()
    .trim()
    .max(REASON_TEXT_LIMIT)
    .when('code', {
      is: REASON_CODE_NEEDING_TEXT,
      then: (rule) => rule.required('orders.reason.textRequired'),
    }),
});

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
 * Rejecting or canceling a line ends it for the buyer: the dialog asks to confirm it and why (SPEC.md §4
 * goes no further; issue 15), the reason going to the timeline and to the seller's notification.
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
  const formId = useId();
  const options = ORDER_REASONS.map((reason) => ({ value: reason.value, label: reason[language] }));
  return (
    <Modal
      title={t(`orders.reason.title.${status}`)}
      onClose={onCancel}
      actions={{ confirmLabel: t(`orders.reason.confirm.${status}`), form: formId, danger: true, busy }}
    >
      <p>
        {t(`orders.reason.intro.${status}`, {
          product: isolated(product),
          order: isolated(order),
        })}
      </p>
      <Formik
        initialValues={{ code: '', text: '' }}
        validationSchema={reasonSchema}
        onSubmit={({ code, text }) => {
          if (!isOrderReasonCode(code)) return;
          const words = text.trim();
          onConfirm(words ? { code, text: words } : { code });
        }}
      >
        {({ values }) => (
          <Form id={formId} noValidate>
            <SelectField
              name="code"
              label={t('orders.reason.code')}
              options={options}
              placeholder=""
              required
            />
            <TextField
              name="text"
              label={t(
                values.code === REASON_CODE_NEEDING_TEXT ? 'orders.reason.textNeeded' : 'orders.reason.text',
              )}
              maxLength={REASON_TEXT_LIMIT}
              required={values.code === REASON_CODE_NEEDING_TEXT}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
