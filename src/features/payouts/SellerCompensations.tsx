import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PAYOUT_QUEUE_PATH } from './paths';
import * as yup from 'yup';
import { normalizeError } from '../../api/errors';
import { createCompensation, listCompensations, type CompensationRequest } from '../../api/payouts';
import type { Compensation } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Pagination } from '../../components/table/Pagination';
import { TitledSection } from '../../components/TitledSection';
import { CURRENCY_SUFFIX, formatDate, formatMoney } from '../../i18n/format';
import { typedNumberOf } from '../../lib/entities/typedNumber';
import { numberProblem } from '../../lib/entities/numberRule';
import { PAYOUT_AMOUNT } from '../../lib/payouts';
import {
  REASON_CODE_NEEDING_TEXT,
  REASON_TEXT_LIMIT,
  REVIEW_REASONS,
  reviewReasonWords,
} from '../../lib/reviewReasons';
import { CodeText } from '../../components/CodeText';

/** Field names of their own: the page may hold a review dialog whose reason fields are `code` and `text`. */
interface GrantValues {
  amount: string;
  reason_code: string;
  reason_text: string;
  order_id: string;
}

const EMPTY: GrantValues = { amount: '', reason_code: '', reason_text: '', order_id: '' };
/** The grants listed under the form, a page at a time. */
const FIRST_PAGE = { page: 1, rowsPerPage: 10 };

const grantSchema = yup.object({
  amount: yup
    .string()
    .trim()
    .required('payouts.validation.amountRequired')
    .test('amount', 'payouts.validation.amountInvalid', (value) => {
      const amount = typedNumberOf(PAYOUT_AMOUNT, value ?? '');
      return amount !== null && numberProblem(PAYOUT_AMOUNT, amount) === null;
    }),
  reason_code: yup.string().required('reason.codeRequired'),
  reason_text: yup
    .string()
    .max(REASON_TEXT_LIMIT)
    .when('reason_code', {
      is: REASON_CODE_NEEDING_TEXT,
      then: (schema) => schema.trim().required('reason.textRequired'),
    }),
  order_id: yup.string().max(64),
});

/** On an admin's view of a seller: credit their balance with a reason, and what was credited before. */
export function SellerCompensations({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [granted, setGranted] = useState<{ rows: Compensation[]; count: number }>({ rows: [], count: 0 });
  const [shown, setShown] = useState(FIRST_PAGE);

  // Raised after a grant, to read the list again.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    listCompensations({
      page: String(shown.page),
      limit: String(shown.rowsPerPage),
      user_id: sellerId,
    }).then(
      ({ compensations, count }) => {
        if (current) setGranted({ rows: compensations, count });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sellerId, shown, reads]);

  const grant = async (values: GrantValues, { resetForm, setErrors }: FormikHelpers<GrantValues>) => {
    const text = values.reason_text.trim();
    const orderId = values.order_id.trim();
    try {
      const compensation = await createCompensation({
        user_id: sellerId,
        amount: typedNumberOf(PAYOUT_AMOUNT, values.amount) ?? 0,
        reason: {
          code: values.reason_code as CompensationRequest['reason']['code'],
          ...(text ? { text } : {}),
        },
        ...(orderId ? { order_id: orderId } : {}),
      });
      notifySuccess('payouts.compensations.granted', { reference: compensation.reference });
      resetForm();
      setShown(FIRST_PAGE);
      setReads((count) => count + 1);
    } catch (error) {
      const fields = normalizeError(error).fields;
      if (fields) {
        setErrors(
          Object.entries(fields).reduce<FormikErrors<GrantValues>>(
            (errors, [path, byLanguage]) =>
              setIn(
                errors,
                path === 'reason.code' ? 'reason_code' : path === 'reason.text' ? 'reason_text' : path,
                {
                  byLanguage,
                },
              ),
            {},
          ),
        );
      }
    }
  };

  return (
    <TitledSection title={t('payouts.compensations.grantTitle')} className="mb-3">
      <p className="small">
        <Link to={`${PAYOUT_QUEUE_PATH}?tab=all&seller=${encodeURIComponent(sellerId)}`}>
          {t('payouts.queue.sellerRequests')}
        </Link>
      </p>
      <Formik initialValues={EMPTY} validationSchema={grantSchema} onSubmit={grant}>
        {({ isSubmitting, values }) => (
          <Form
            noValidate
            aria-label={t('payouts.compensations.grantTitle')}
            className="row g-2 align-items-start"
          >
            <div className="col-md-3">
              <TextField
                name="amount"
                label={t('payouts.form.amount')}
                inputMode="decimal"
                maxLength={20}
                dir="ltr"
                asciiDigits
                required
                addon={<span className="input-group-text">{CURRENCY_SUFFIX}</span>}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                name="reason_code"
                label={t('payouts.compensations.reason')}
                options={REVIEW_REASONS.compensation.map((reason) => ({
                  value: reason.value,
                  label: reason[language],
                }))}
                placeholder=""
                required
              />
            </div>
            <div className="col-md-5">
              <TextField name="order_id" label={t('payouts.compensations.orderId')} maxLength={64} code />
            </div>
            <div className="col-12">
              <TextField
                name="reason_text"
                label={t(
                  values.reason_code === REASON_CODE_NEEDING_TEXT ? 'reason.textNeeded' : 'reason.text',
                )}
                maxLength={REASON_TEXT_LIMIT}
                dir="auto"
              />
            </div>
            <div className="col-12">
              <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
                {t('payouts.compensations.grant')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
      {granted.count > 0 && (
        <>
          <ul className="list-unstyled mt-3 mb-0 small" aria-label={t('payouts.compensations.caption')}>
            {granted.rows.map((entry) => (
              <li key={entry._id} className="border-top py-2 d-flex flex-wrap gap-2">
                <bdi className="fw-semibold">{formatMoney(entry.amount, language)}</bdi>
                <span>{formatDate(entry.createdAt, language)}</span>
                <CodeText className="text-muted">{entry.reference}</CodeText>
                <span>{reviewReasonWords('compensation', entry.reason, language)}</span>
              </li>
            ))}
          </ul>
          <Pagination
            page={shown.page}
            rowsPerPage={shown.rowsPerPage}
            total={granted.count}
            onPageChange={(page) => setShown((before) => ({ ...before, page }))}
            onRowsPerPageChange={(rowsPerPage) => setShown({ page: 1, rowsPerPage })}
          />
        </>
      )}
    </TitledSection>
  );
}
