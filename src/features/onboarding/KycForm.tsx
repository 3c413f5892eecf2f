import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n/useTranslation';
import { addKyc } from '../../api/accounts';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { EntityFields } from '../../components/form/EntityFields';
import { formValuesOf } from '../../lib/entities/formSchema';
import { KYC } from '../../lib/entities/onboarding';
import type { FormValues } from '../../lib/entities/types';
import { optionsIn } from '../../lib/enumerations';
import { DocumentUpload } from './DocumentUpload';
import { DraftSaver } from './DraftSaver';
import { FormActions } from '../../components/form/FormActions';
import { kycSchema } from './onboardingSchemas';
import { useProfileStepForm, type ProfileStepFormProps } from './useProfileSubmit';

/** The two images of the identity document, each uploaded as its own kind. */
const ID_SIDES = [
  { side: 'front', kind: 'kyc_front', labelKey: 'onboarding.kyc.frontId' },
  { side: 'back', kind: 'kyc_back', labelKey: 'onboarding.kyc.backId' },
] as const;

/** Identity (KYC): disclaimer, optional ID images and the identity fields (docs/onboarding.md). Used by /kyc and the profile. */
export function KycForm({ user, draftStep, submitLabel, showStatus = false, onSaved }: ProfileStepFormProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { initialValues, submit, failed } = useProfileStepForm(
    () => formValuesOf(KYC, user?.kyc),
    (values: FormValues<typeof KYC>) => addKyc(kycSchema.cast(values)),
    { user, draftStep, onSaved },
  );

  return (
    <>
      <div className="alert alert-info small" role="note">
        <strong className="d-block mb-1">{t('onboarding.kyc.disclaimerTitle')}</strong>
        {t('onboarding.kyc.disclaimer')}
      </div>
      <fieldset className="mb-3">
        <legend className="h6">{t('onboarding.kyc.documents')}</legend>
        <div className="row g-3">
          {ID_SIDES.map(({ side, kind, labelKey }) => (
            <div key={side} className="col-md-6">
              <DocumentUpload
                kind={kind}
                label={t(labelKey)}
                document={user?.kyc?.[side]}
                showStatus={showStatus}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <Formik initialValues={initialValues} validationSchema={kycSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('onboarding.kyc.formLabel')}>
            {draftStep && <DraftSaver userId={user?._id} step={draftStep} />}
            <EntityFields
              entity={KYC}
              label={(name) => t(`onboarding.kyc.fields.${name}`)}
              options={(list) => optionsIn(list, language)}
              hint={(name, field) => {
                // The ID number is the field most often mistyped: say its length before the seller sends it.
                if (name === 'id') return t('onboarding.kyc.idHint');
                return field.required ? undefined : t('onboarding.optional');
              }}
            />
            <FormActions submitting={isSubmitting} failed={failed} label={submitLabel} />
          </Form>
        )}
      </Formik>
    </>
  );
}
