import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getPayoutAccount } from '../../api/payouts';
import type { PayoutAccount } from '../../api/types';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { CURRENCY_SUFFIX, formatDateTime, formatMoney, formatNumber, isolated } from '../../i18n/format';
import { formatIban } from '../../lib/iban';
import { EGYPTIAN_BANKS } from '../../lib/banks';
import {
  DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS,
  DEFAULT_WITHDRAWAL_MINIMUM,
  HOLDER_NAME_MAX,
  IBAN_INPUT_MAX,
  NOTE_MAX,
} from '../../lib/payouts';
import { pendingMoney, useWallet } from '../account';
import { fetchWithdrawals, requestWithdrawal } from './payoutsSlice';
import { SummaryCards } from './SummaryCards';
import {
  AMOUNT_INPUT_MAX,
  changesAccount,
  emptyWithdrawalForm,
  toWithdrawalRequest,
  withdrawalFormSchema,
  type WithdrawalFormValues,
} from './withdrawalForm';

export const WITHDRAWALS_PATH = '/pages/withdrawal';

/** A key per request the seller means to make: a retry of it (a lost answer, a double click) is made once. */
const newRequestKey = () => crypto.randomUUID();

/**
 * /pages/requested-withdrawl: the balances and the request form. Sending takes the amount out of the available
 * balance at once; the seller then follows the request on the withdrawal statuses page.
 */
export function RequestWithdrawalPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const { wallet, failed } = useWallet();
  const minimum = useAppSelector((state) => state.payouts.withdrawals.minimum) ?? DEFAULT_WITHDRAWAL_MINIMUM;
  const available = wallet?.net_balance ?? 0;
  // The saved account fills the form; undefined while it is read.
  const [saved, setSaved] = useState<PayoutAccount | null | undefined>(undefined);
  // Until when requests to the saved account wait, while they still do (a recent change).
  const [heldUntil, setHeldUntil] = useState<string | null>(null);
  // How long requests to a changed account wait, as the deployment states it.
  const [holdHours, setHoldHours] = useState(DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS);
  const schema = useMemo(
    () => withdrawalFormSchema({ available, minimum, saved: saved ?? null }),
    [available, minimum, saved],
  );

  useEffect(() => {
    let current = true;
    getPayoutAccount().then(
      ({ account, holdHours: hours }) => {
        if (!current) return;
        setSaved(account);
        setHoldHours(hours);
        const until = account?.held_until;
        setHeldUntil(until && Date.parse(until) > Date.now() ? until : null);
      },
      () => current && setSaved(null),
    );
    return () => {
      current = false;
    };
  }, []);
  const requestKey = useRef(newRequestKey());
  const bankOptions = EGYPTIAN_BANKS.map((bank) => ({ value: bank.code, label: bank.name[language] }));

  // The least amount is the deployment's: the list call states it (its smallest page).
  useEffect(() => {
    void dispatch(fetchWithdrawals({ page: '1', limit: '5' }));
  }, [dispatch]);

  const send = async (values: WithdrawalFormValues, { setErrors }: FormikHelpers<WithdrawalFormValues>) => {
    const result = await dispatch(
      requestWithdrawal({
        request: toWithdrawalRequest(values, saved ?? null),
        idempotencyKey: requestKey.current,
      }),
    );
    if (requestWithdrawal.fulfilled.match(result)) {
      requestKey.current = newRequestKey();
      notifySuccess('payouts.request.sent', { reference: result.payload.withdrawal.reference });
      void navigate(WITHDRAWALS_PATH);
      return;
    }
    const fields = result.payload?.fields;
    if (fields) {
      setErrors(
        Object.entries(fields).reduce<FormikErrors<WithdrawalFormValues>>(
          (errors, [path, byLanguage]) => setIn(errors, path, { byLanguage }),
          {},
        ),
      );
    }
  };

  return (
    <section>
      <PageTitle>{t('payouts.request.title')}</PageTitle>
      {wallet ? (
        <SummaryCards
          column="col-md-4"
          cards={[
            {
              label: t('payouts.request.available'),
              value: formatMoney(available, language),
              hint: t('payouts.request.availableHint'),
            },
            {
              label: t('payouts.request.pending'),
              value: formatMoney(pendingMoney(wallet), language),
              hint: t('payouts.request.pendingHint'),
            },
            { label: t('payouts.request.total'), value: formatMoney(wallet.total_balance, language) },
          ]}
        />
      ) : (
        !failed && <Spinner />
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <Card>
            <h2 className="h5 mb-3">{t('payouts.request.formTitle')}</h2>
            {saved === undefined ? (
              <Spinner />
            ) : (
              <Formik
                initialValues={
                  saved
                    ? {
                        ...emptyWithdrawalForm,
                        account_holder_name: saved.account_holder_name,
                        bank_code: saved.bank_code,
                        iban: formatIban(saved.iban),
                      }
                    : emptyWithdrawalForm
                }
                validationSchema={schema}
                onSubmit={send}
              >
                {({ isSubmitting, values }) => (
                  <Form noValidate aria-label={t('payouts.request.formTitle')}>
                    <TextField
                      name="account_holder_name"
                      label={t('payouts.form.holder')}
                      autoComplete="name"
                      maxLength={HOLDER_NAME_MAX}
                      dir="auto"
                      required
                    />
                    <SelectField
                      name="bank_code"
                      label={t('payouts.form.bank')}
                      options={bankOptions}
                      placeholder={t('payouts.form.chooseBank')}
                      required
                    />
                    <TextField
                      name="iban"
                      label={t('payouts.form.iban')}
                      hint={t('payouts.form.ibanHint')}
                      placeholder="EG00 0000 0000 0000 0000 0000 0000 0"
                      maxLength={IBAN_INPUT_MAX}
                      autoComplete="off"
                      code
                      required
                    />
                    <TextField
                      name="amount"
                      label={t('payouts.form.amount')}
                      hint={
                        <>
                          {t('payouts.form.amountHint', {
                            minimum: isolated(formatMoney(minimum, language)),
                          })}{' '}
                          <bdi>{formatMoney(available, language)}</bdi>
                        </>
                      }
                      inputMode="decimal"
                      maxLength={AMOUNT_INPUT_MAX}
                      autoComplete="off"
                      dir="ltr"
                      asciiDigits
                      required
                      addon={<span className="input-group-text">{CURRENCY_SUFFIX}</span>}
                    />
                    <TextField name="note" label={t('payouts.form.note')} maxLength={NOTE_MAX} dir="auto" />
                    {changesAccount(values, saved) && (
                      <TextField
                        name="current_password"
                        type="password"
                        label={t('payouts.form.currentPassword')}
                        hint={t('payouts.form.currentPasswordHint', {
                          count: holdHours,
                          hours: formatNumber(holdHours, language),
                        })}
                        autoComplete="current-password"
                        maxLength={128}
                        required
                      />
                    )}
                    <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                      {t('payouts.form.submit')}
                    </button>
                  </Form>
                )}
              </Formik>
            )}
            {heldUntil && (
              <p className="small text-muted mt-3 mb-0" role="note">
                {t('payouts.request.held', { until: formatDateTime(heldUntil, language) })}
              </p>
            )}
          </Card>
        </div>
        <div className="col-lg-5">
          <Card>
            <h2 className="h6">{t('payouts.request.howTitle')}</h2>
            <p className="small text-muted m-0">{t('payouts.request.how')}</p>
          </Card>
        </div>
      </div>
    </section>
  );
}
