import { Form, Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { allOf, atMost, checkedText, formChecks, oneOf, type FieldCheck } from '../lib/fieldChecks';
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

interface ReasonValues {
  code: string;
  text: string;
}

/** "Other" needs words of one's own. */
const wordsWhenNeeded: FieldCheck<ReasonValues> = (value, { code }) =>
  code === REASON_CODE_NEEDING_TEXT && !checkedText(value) ? 'reason.textRequired' : undefined;

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
  const validate = formChecks<ReasonValues>({
    code: oneOf(
      options.map((option) => option.value),
      'reason.codeRequired',
    ),
    text: allOf(wordsWhenNeeded, atMost(REASON_TEXT_LIMIT)),
  });
  return (
    <Modal title={title} onClose={onCancel} actions={{ confirmLabel, form: formId, danger: true, busy }}>
      <div className="mb-3">{intro}</div>
      <Formik
        initialValues={{ code: '', text: '' }}
        validate={validate}
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
