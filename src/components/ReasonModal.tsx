import { Form, Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { REASON_CODE_NEEDING_TEXT, REASON_TEXT_LIMIT } from '../lib/orderReasons';
import { SelectField } from './form/SelectField';
import { TextField } from './form/TextField';
import { Modal } from './Modal';

/** A reason as the dialog answers it: a code from the list offered, and words of one's own. */
export interface ChosenReason {
  code: string;
  text?: string;
}

interface ReasonModalProps {
  title: string;
  /** What will happen, and to what. */
  intro: ReactNode;
  confirmLabel: string;
  /** The reasons to choose from, labelled in the page's language. */
  options: { value: string; label: string }[];
  busy: boolean;
  onConfirm: (reason: ChosenReason) => void;
  onCancel: () => void;
  /** Further content under the reason (a preview of what will change). */
  children?: ReactNode;
}

/**
 * A decision that ends something for someone else (a rejected order line, product, document) asks why: a
 * reason from a shared bilingual list, and the admin's or seller's own words, required for "other".
 */
export function ReasonModal({
  title,
  intro,
  confirmLabel,
  options,
  busy,
  onConfirm,
  onCancel,
  children,
}: ReasonModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const codes = options.map((option) => option.value);
  const schema = yup.object({
    code: yup
      .string()
      .required('reason.codeRequired')
      .test('code', 'reason.codeRequired', (value) => codes.includes(value ?? '')),
    text: yup
      .string()
      .trim()
      .max(REASON_TEXT_LIMIT)
      .when('code', { is: REASON_CODE_NEEDING_TEXT, then: (rule) => rule.required('reason.textRequired') }),
  });
  return (
    <Modal title={title} onClose={onCancel} actions={{ confirmLabel, form: formId, danger: true, busy }}>
      <div className="mb-3">{intro}</div>
      <Formik
        initialValues={{ code: '', text: '' }}
        validationSchema={schema}
        onSubmit={({ code, text }) => {
          const words = text.trim();
          onConfirm(words ? { code, text: words } : { code });
        }}
      >
        {({ values }) => (
          <Form id={formId} noValidate>
            <SelectField name="code" label={t('reason.code')} options={options} placeholder="" required />
            <TextField
              name="text"
              label={t(values.code === REASON_CODE_NEEDING_TEXT ? 'reason.textNeeded' : 'reason.text')}
              maxLength={REASON_TEXT_LIMIT}
              required={values.code === REASON_CODE_NEEDING_TEXT}
            />
          </Form>
        )}
      </Formik>
      {children}
    </Modal>
  );
}
