import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateGeneralProfile } from '../../api/accounts';
import type { User } from '../../api/types';
import { notifySuccess } from '../../app/notify';
import { TextField } from '../../components/form/TextField';
import { inputLimits } from '../../lib/entities/field';
import type { FormValues } from '../../lib/entities/types';
import { FormActions } from './FormActions';
import { PROFILE_FORM, profileSchema } from './onboardingSchemas';
import { useProfileSubmit } from './useProfileSubmit';

type ProfileValues = FormValues<typeof PROFILE_FORM>;
const LIMITS = inputLimits(PROFILE_FORM);

const initialProfile = (user: User): ProfileValues => ({
  name: user.name ?? '',
  nickname: user.nickname ?? '',
  email: user.email ?? '',
  phone_number: user.phone_number ?? '',
  city: user.primary_address?.city ?? '',
  street: user.primary_address?.street ?? '',
  building_number: user.primary_address?.building_number ?? '',
});

function ProfileView({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const address = [
    user.primary_address?.street,
    user.primary_address?.building_number,
    user.primary_address?.city,
  ]
    .filter(Boolean)
    .join(i18n.language === 'ar' ? '، ' : ', ');
  const rows: { label: string; value: string | undefined; ltr?: boolean }[] = [
    { label: t('onboarding.signup.name'), value: user.name },
    { label: t('onboarding.signup.nickname'), value: user.nickname },
    { label: t('onboarding.signup.email'), value: user.email, ltr: true },
    { label: t('onboarding.signup.phone'), value: user.phone_number, ltr: true },
    { label: t('onboarding.profile.address'), value: address },
    { label: t('onboarding.profile.refId'), value: user.ref_id, ltr: true },
    { label: t('onboarding.signup.referral'), value: user.referred_by, ltr: true },
  ];
  return (
    <dl className="row mb-0 profile-view">
      {rows.map((row) => (
        <div key={row.label} className="col-sm-6 mb-3">
          <dt className="small text-muted fw-normal">{row.label}</dt>
          <dd className="mb-0">{row.value ? <bdi dir={row.ltr ? 'ltr' : 'auto'}>{row.value}</bdi> : '—'}</dd>
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
          <div className="row">
            <TextField
              name="name"
              maxLength={LIMITS.name}
              label={t('onboarding.signup.name')}
              required
              autoComplete="name"
              className="col-md-6 mb-3"
            />
            <TextField
              name="nickname"
              maxLength={LIMITS.nickname}
              label={t('onboarding.signup.nickname')}
              className="col-md-6 mb-3"
            />
            <TextField
              name="email"
              maxLength={LIMITS.email}
              label={t('onboarding.signup.email')}
              type="email"
              dir="ltr"
              className="col-md-6 mb-3"
            />
            <TextField
              name="phone_number"
              maxLength={LIMITS.phone_number}
              label={t('onboarding.signup.phone')}
              type="tel"
              inputMode="numeric"
              dir="ltr"
              required
              className="col-md-6 mb-3"
            />
            <TextField
              name="city"
              maxLength={LIMITS.city}
              label={t('onboarding.profile.city')}
              className="col-md-4 mb-3"
            />
            <TextField
              name="street"
              maxLength={LIMITS.street}
              label={t('onboarding.profile.street')}
              className="col-md-5 mb-3"
            />
            <TextField
              name="building_number"
              maxLength={LIMITS.building_number}
              label={t('onboarding.profile.building')}
              className="col-md-3 mb-3"
            />
          </div>
          <FormActions submitting={isSubmitting} failed={failed} label={t('onboarding.profile.save')} />
          <button type="button" className="btn btn-outline-secondary ms-2" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
