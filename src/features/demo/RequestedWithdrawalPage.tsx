import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Card, CardSection } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { CURRENCY_SUFFIX, formatMoney } from '../../i18n/format';
import {
  ACCOUNT_NUMBER_INPUT_MAX,
  AMOUNT_INPUT_MAX,
  bankAccountSchema,
  emptyBankAccount,
  HOLDER_NAME_MAX,
  IBAN_INPUT_MAX,
  NOTE_MAX,
  toWithdrawalRequest,
  type BankAccountValues,
  type WithdrawalRequestBody,
} from './bankAccountSchema';
import { bankByCode, EGYPTIAN_BANKS } from '../../lib/banks';
import { pendingMoney, useWallet } from '../account';
import { formatIban } from '../../lib/iban';
import { SampleDataNote } from './SampleDataNote';
import { SummaryCards } from './SummaryCards';
import { inLanguage } from './text';

/** Where the money goes: the IBAN or, failing it, the account number (one of the two is needed). */
const PAYEE_ACCOUNT_FIELDS = [
  {
    name: 'iban',
    label: 'demo.bankForm.iban',
    inputProps: { placeholder: 'EG00 0000 0000 0000 0000 0000 0000 0', maxLength: IBAN_INPUT_MAX },
  },
  {
    name: 'account_number',
    label: 'demo.bankForm.accountNumber',
    inputProps: { inputMode: 'numeric', maxLength: ACCOUNT_NUMBER_INPUT_MAX },
  },
] as const satisfies readonly { name: keyof BankAccountValues; label: string; inputProps: object }[];

/** /pages/requested-withdrawl: balances and the bank account a withdrawal would be paid to (SPEC.md §2). */
export function RequestedWithdrawalPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  // The balances are the wallet's, as on the account summary; only the bank form is a demonstration.
  const { wallet, failed } = useWallet();
  const available = wallet?.net_balance ?? 0;
  const schema = useMemo(() => bankAccountSchema(available), [available]);
  const [request, setRequest] = useState<WithdrawalRequestBody | null>(null);
  const bankOptions = EGYPTIAN_BANKS.map((bank) => ({
    value: bank.code,
    label: inLanguage(bank.name, language),
  }));

  return (
    <section>
      <PageTitle>{t('demo.requestedWithdrawal.title')}</PageTitle>
      {wallet ? (
        <SummaryCards
          column="col-md-4"
          cards={[
            {
              label: t('demo.requestedWithdrawal.available'),
              value: formatMoney(available, language),
              hint: t('demo.requestedWithdrawal.availableHint'),
            },
            {
              label: t('demo.requestedWithdrawal.pending'),
              value: formatMoney(pendingMoney(wallet), language),
              hint: t('demo.requestedWithdrawal.pendingHint'),
            },
            {
              label: t('demo.requestedWithdrawal.total'),
              value: formatMoney(wallet.total_balance, language),
            },
          ]}
        />
      ) : (
        !failed && <Spinner />
      )}
      <SampleDataNote />
      <div className="row g-4">
        <div className="col-lg-7">
          <Card>
            <h2 className="h5 mb-3">{t('demo.requestedWithdrawal.formTitle')}</h2>
            <Formik
              initialValues={emptyBankAccount}
              validationSchema={schema}
              onSubmit={(values) => setRequest(toWithdrawalRequest(values))}
            >
              <Form noValidate>
                <TextField
                  name="account_holder_name"
                  label={t('demo.bankForm.holder')}
                  autoComplete="name"
                  maxLength={HOLDER_NAME_MAX}
                  dir="auto"
                  required
                />
                <SelectField
                  name="bank_code"
                  label={t('demo.bankForm.bank')}
                  options={bankOptions}
                  placeholder={t('demo.bankForm.chooseBank')}
                  required
                />
                {PAYEE_ACCOUNT_FIELDS.map(({ name, label, inputProps }) => (
                  <TextField
                    key={name}
                    name={name}
                    label={t(label)}
                    hint={t(`${label}Hint`)}
                    code
                    {...inputProps}
                  />
                ))}
                <TextField
                  name="amount"
                  label={t('demo.bankForm.amount')}
                  hint={
                    <>
                      {t('demo.bankForm.amountHint')} <bdi>{formatMoney(available, language)}</bdi>
                    </>
                  }
                  inputMode="decimal"
                  maxLength={AMOUNT_INPUT_MAX}
                  autoComplete="off"
                  dir="ltr"
                  required
                  addon={<span className="input-group-text">{CURRENCY_SUFFIX}</span>}
                />
                <TextField name="note" label={t('demo.bankForm.note')} maxLength={NOTE_MAX} dir="auto" />
                <button type="submit" className="btn btn-primary">
                  {t('demo.bankForm.submit')}
                </button>
              </Form>
            </Formik>
          </Card>
        </div>
        <div className="col-lg-5">
          <div role="status">{request && <RequestSummary request={request} />}</div>
        </div>
      </div>
    </section>
  );
}

const SUMMARY_LABELS: Record<keyof WithdrawalRequestBody, string> = {
  account_holder_name: 'demo.bankForm.holder',
  bank_code: 'demo.bankForm.bank',
  iban: 'demo.bankForm.iban',
  account_number: 'demo.bankForm.accountNumber',
  amount: 'demo.bankForm.amount',
  currency: 'demo.bankForm.currency',
  note: 'demo.bankForm.note',
};

/**
 * What the form would send: each field of the request body with its exact value, plus a reading aid
 * (bank name, formatted amount) beside the values that are codes or raw numbers.
 */
function RequestSummary({ request }: { request: WithdrawalRequestBody }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const bank = bankByCode(request.bank_code);
  const readingAid: Partial<Record<keyof WithdrawalRequestBody, string>> = {
    bank_code: bank && inLanguage(bank.name, language),
    iban: request.iban && formatIban(request.iban),
    amount: formatMoney(request.amount, language),
  };
  const keys = Object.keys(request) as (keyof WithdrawalRequestBody)[];
  return (
    <CardSection
      title={t('demo.requestedWithdrawal.summaryTitle')}
      className="border-primary"
      titleClassName="h5"
    >
      <p className="small text-muted">{t('demo.requestedWithdrawal.summaryNote')}</p>
      <dl className="m-0">
        {keys.map((key) => (
          <div key={key} className="border-top py-2">
            <dt className="small text-muted fw-normal">
              {t(SUMMARY_LABELS[key])} <code dir="ltr">{key}</code>
            </dt>
            <dd className="m-0 text-break">
              <bdi className="fw-semibold">{String(request[key])}</bdi>
              {readingAid[key] && (
                <span className="d-block small text-muted">
                  <bdi>{readingAid[key]}</bdi>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}
