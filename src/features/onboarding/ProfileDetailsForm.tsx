import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { updateGeneralProfile } from '../../api/accounts';
import type { User } from '../../api/types';
import { notifySuccess } from '../../common/notify';
import { EntityFields } from '../../components/form/EntityFields';
import { formValuesOf } from '../../lib/entities/formSchema';
import type { FormValues } from '../../lib/entities/types';
import { FormActions } from '../../components/form/FormActions';
import { CodeText } from '../../components/CodeText';
import { PROFILE_FORM, profileSchema } from './onboardingSchemas';
import { useProfileSubmit } from './useProfileSubmit';

type ProfileValues = FormValues<typeof PROFILE_FORM>;

/** The profile's labels are the signup's for the account fields and its own for the address. */
const LABELS: Record<keyof ProfileValues, string> = {
  name: 'onboarding.signup.name',
  nickname: 'onboarding.signup.nickname',
  email: 'onboarding.signup.email',
  phone_number: 'onboarding.signup.phone',
  city: 'onboarding.profile.city',
  street: 'onboarding.profile.street',
  building_number: 'onboarding.profile.building',
};

/** The address fills one row: a short city, a longer street, a short building number. */
const ADDRESS_WIDTHS: Partial<Record<keyof ProfileValues, string>> = {
  city: 'col-md-4',
  street: 'col-md-5',
  building_number: 'col-md-3',
};

/** The account fields and the address block (`primary_address`) are one form. */
const initialProfile = (user: User): ProfileValues =>
  formValuesOf(PROFILE_FORM, { ...user, ...user.primary_address });

function ProfileView({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const address = [
    user.primary_address?.street,
    user.primary_address?.building_number,
    user.primary_address?.city,
  ]
    .filter(Boolean)
    .join(i18n.language === 'ar' ? '، ' : ', ');
  const rows: { label: string; value: string | undefined; ltr?: boolean; code?: boolean }[] = [
    { label: t(LABELS.name), value: user.name },
    { label: t(LABELS.nickname), value: user.nickname ?? undefined },
    { label: t(LABELS.email), value: user.email ?? undefined, ltr: true },
    { label: t(LABELS.phone_number), value: user.phone_number, code: true },
    { label: t('onboarding.profile.address'), value: address },
    { label: t('onboarding.profile.refId'), value: user.ref_id, code: true },
    { label: t('onboarding.signup.referral'), value: user.referred_by ?? undefined, code: true },
  ];
  return (
    <dl className="row mb-0 profile-view">
      {rows.map((row) => (
        <div key={row.label} className="col-sm-6 mb-3">
          <dt className="small text-muted fw-normal">{row.label}</dt>
          <dd className="mb-0">
            {!row.value ? (
              '—'
            ) : row.code ? (
              <CodeText>{row.value}</CodeText>
            ) : (
              <bdi dir={row.ltr ? 'ltr' : 'auto'}>{row.value}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The general profile: read first, edited on demand (PUT /accounts/update-general). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { submit, failed } = useProfileSubmit(
    (values: ProfileValues) => {
      const clean = profileSchema.cast(values);
      return updateGeneralProfile({
        name: clean.name,
        nickname: clean.nickname ?? '',
        email: clean.email ?? '',
        phone_number: clean.phone_number,
        primary_address: {
          city: clean.city ?? '',
          street: clean.street ?? '',
          building_number: clean.building_number ?? '',
        },
      });
    },
    {
      onSaved: () => {
        notifySuccess('onboarding.profile.updated');
        setEditing(false);
      },
    },
  );

  if (!editing) {
    return (
      <>
        <ProfileView user={user} />
        <button type="button" className="btn btn-outline-primary" onClick={() => setEditing(true)}>
          {t('onboarding.profile.edit')}
        </button>
      </>
    );
  }

  return (
    <Formik initialValues={initialProfile(user)} validationSchema={profileSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('onboarding.profile.editLabel')}>
          <EntityFields
            entity={PROFILE_FORM}
            label={(name) => t(LABELS[name])}
            width={(name) => ADDRESS_WIDTHS[name]}
          />
          <FormActions
            submitting={isSubmitting}
            failed={failed}
            label={t('onboarding.profile.save')}
            onCancel={() => setEditing(false)}
          />
        </Form>
      )}
    </Formik>
  );
}
