import {
  companyRegistrationImplausibilities,
  kycImplausibilities,
  type Implausibility,
} from '../../lib/plausibility';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DocumentType } from '../../api/admin';
import { errorText, type ApiError } from '../../api/errors';
import type { ApprovalStatus } from '../../api/types';
import { selectLanguage, selectUserdata, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyError, notifySuccess } from '../../common/notify';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatNumber } from '../../i18n/format';
import { approvalDisplay } from '../../lib/approval';
import {
  fieldNames,
  fieldsOf,
  isLeftToRight,
  type EntityDefinition,
  type FieldDefinition,
} from '../../lib/entities/field';
import { BUSINESS_INFO, COMPANY_REGISTRATION, KYC } from '../../lib/entities/onboarding';
import { labelOf } from '../../lib/enumerations';
import { hasBusinessInfo } from '../../lib/onboarding';
import { MAX_UPLOAD_BYTES } from '../../lib/uploads';
import { SellerCompensations } from '../payouts';
import { ImportHistory } from '../products';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import type { ReviewReason } from '../../lib/reviewReasons';
import { ApprovalSelect } from './ApprovalSelect';
import { DetailList, type DetailItem } from './DetailList';
import { DocumentReview } from './DocumentReview';
import { DocumentsTable } from './DocumentsTable';
import { ReviewReasonNote } from './ReviewReasonNote';
import { UserAuditTrail } from './UserAuditTrail';
import type { DetailSource, UserDetailState } from './userDetailPath';
import { isBuyer } from './userFilters';
import {
  fetchUser,
  reviewBusinessInfo,
  reviewDocument,
  uploadAdminDocument,
  userPreviewed,
} from './usersSlice';
import { readUser } from './userDetailRead';
import { TitledSection } from '../../components/TitledSection';
import { BackLink } from '../../components/BackLink';
import { CodeText } from '../../components/CodeText';

/**
 * /pages/user/detail, opened from the user list or the recruits list with the user as router state and a
 * source marker; the id in the URL lets a reload fetch the user again (docs/api.md).
 */
export function UserDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const viewer = useAppSelector(selectUserdata);
  const selected = useAppSelector((state) => state.users.selected);
  const busy = useAppSelector((state) => state.users.loading);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const passed = (location.state as Partial<UserDetailState> | null) ?? null;
  const id = searchParams.get('id') ?? passed?.user?._id ?? '';
  const source: DetailSource = passed?.source ?? (viewer?.is_admin ? 'admin' : 'ambassador');
  // The marker says which screen this is; the role says whether the admin controls may show (docs/roles.md).
  const asAdmin = source === 'admin' && Boolean(viewer?.is_admin);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // Counts the reviews made here, so the history lists each at once.
  const [reviews, setReviews] = useState(0);

  const load = useCallback(async () => {
    if (!id) return;
    setFailure(null);
    const result = await readUser(dispatch, id);
    if (fetchUser.rejected.match(result) && result.payload) setFailure(result.payload);
  }, [dispatch, id]);

  useEffect(() => {
    if (passed?.user && passed.user._id === id) dispatch(userPreviewed(passed.user));
    void load();
    // Only when the user shown changes; the state object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, load]);

  const user = selected?._id === id ? selected : null;
  const backLink =
    source === 'admin'
      ? { to: '/pages/admin', label: t('users.detail.backToUsers') }
      : { to: '/pages/recruits', label: t('users.detail.backToRecruits') };

  const back = (
    <BackLink to={backLink.to} className="d-inline-block mb-3">
      {backLink.label}
    </BackLink>
  );

  if (!user) {
    return (
      <section>
        {back}
        <PageTitle>{t('users.detail.title')}</PageTitle>
        {failure || !id ? (
          <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
            <span>
              {t('users.detail.notFound')}
              {failure && ` ${errorText(failure, language, t)}`}
            </span>
            {id && (
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void load()}>
                {t('users.detail.retry')}
              </button>
            )}
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }

  // Each value is shown the way its definition says: dates and numbers for the language, codes by label.
  const shown = (field: FieldDefinition, raw: unknown): DetailItem['value'] => {
    if (raw === undefined || raw === null || raw === '') return '';
    const text = String(raw);
    if (field.kind === 'date') return formatDate(text, language) || text;
    if (field.kind === 'choice') return labelOf(field.options, text, language);
    if (field.kind === 'pattern' && field.numeric && Number.isFinite(Number(text))) {
      return formatNumber(Number(text), language);
    }
    if (field.code) return <CodeText>{text}</CodeText>;
    return <bdi dir={isLeftToRight(field) ? 'ltr' : 'auto'}>{text}</bdi>;
  };
  const valuesOf = (data: object | undefined) => (data ?? {}) as Record<string, unknown>;
  /** Stored data that does not add up, each problem named by its field. */
  const implausible = (problems: readonly Implausibility[]) =>
    problems.map(({ field, key }) => `${t(`users.detail.fields.${field}`)}: ${t(key)}`);
  const items = (entity: EntityDefinition, data: object | undefined): DetailItem[] =>
    fieldsOf(entity).map(([name, field]) => ({
      label: t(`users.detail.fields.${name}`),
      value: shown(field, valuesOf(data)[name]),
    }));
  /** The rows of some fields only, in the order asked: the data a document proves, read beside it. */
  const picked = <Entity extends EntityDefinition>(
    entity: Entity,
    data: object | undefined,
    names: readonly (keyof Entity & string)[],
  ): DetailItem[] =>
    names.map((name) => ({
      label: t(`users.detail.fields.${name}`),
      value: shown(entity[name] as FieldDefinition, valuesOf(data)[name]),
    }));
  const submitted = (entity: EntityDefinition, data: object | undefined) =>
    fieldNames(entity).some((name) => valuesOf(data)[name]);

  const kycSubmitted = submitted(KYC, user.kyc);
  const info = user.business_info;
  const businessSubmitted = hasBusinessInfo(user);
  const companySubmitted = submitted(COMPANY_REGISTRATION, user.company_registration);

  const roles = (['admin', 'seller', 'ambassador', 'sourcing'] as const).filter((role) => user[`is_${role}`]);

  // Each answers whether the review was saved: a rejection's dialog stays open when it was not.
  const reviewBusiness = async (status: ApprovalStatus, reason?: ReviewReason) => {
    const result = await dispatch(
      reviewBusinessInfo({ userId: user._id, status, ...(reason ? { reason } : {}) }),
    );
    if (!reviewBusinessInfo.fulfilled.match(result)) return false;
    notifySuccess('users.toast.updated');
    setReviews((count) => count + 1);
    return true;
  };
  const reviewUpload = async (type: DocumentType, status: ApprovalStatus, reason?: ReviewReason) => {
    const result = await dispatch(
      reviewDocument({ userId: user._id, type, status, ...(reason ? { reason } : {}) }),
    );
    if (!reviewDocument.fulfilled.match(result)) return false;
    notifySuccess('users.toast.updated');
    setReviews((count) => count + 1);
    return true;
  };
  const uploadDocument = async (type: DocumentType, file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError({ status: null, message: 'File too large', messageKey: 'users.detail.tooLarge' });
      return;
    }
    const result = await dispatch(uploadAdminDocument({ userId: user._id, type, file, language }));
    if (uploadAdminDocument.fulfilled.match(result)) notifySuccess('users.toast.imageUploaded');
  };

  const section = (title: string, body: ReactNode, aside?: ReactNode) => (
    <section className="card mb-3" aria-label={title}>
      <div className="card-header bg-white d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <h2 className="h6 m-0">{title}</h2>
        {aside}
      </div>
      <div className="card-body">{body}</div>
    </section>
  );
  const notSubmitted = <p className="text-muted m-0">{t('users.detail.notSubmitted')}</p>;
  const address = user.primary_address;

  return (
    <section>
      {back}
      <div className="d-flex flex-wrap gap-2 align-items-baseline mb-1">
        <PageTitle className="h3 m-0">{user.name}</PageTitle>
      </div>
      <p className="text-muted mb-3">
        {t('users.detail.refId')}: <CodeText>{user.ref_id}</CodeText>
      </p>
      <div className="d-flex flex-wrap gap-1 mb-3" aria-label={t('users.detail.roles')}>
        {(roles.length ? roles : isBuyer(user) ? (['buyer'] as const) : []).map((role) => (
          <StatusBadge key={role} tone="info">
            {t(`users.roles.${role}`)}
          </StatusBadge>
        ))}
      </div>

      {asAdmin &&
        section(
          t('users.detail.contact'),
          <DetailList
            items={[
              { label: t('users.detail.email'), value: user.email ? <bdi dir="ltr">{user.email}</bdi> : '' },
              {
                label: t('users.detail.phone'),
                value: user.phone_number ? <CodeText>{user.phone_number}</CodeText> : '',
              },
              { label: t('users.detail.nickname'), value: user.nickname ? <bdi>{user.nickname}</bdi> : '' },
              {
                label: t('users.detail.address'),
                value: [
                  address?.city && `${t('users.detail.city')}: ${address.city}`,
                  address?.street && `${t('users.detail.street')}: ${address.street}`,
                  address?.building_number &&
                    `${t('users.detail.buildingNumber')}: ${address.building_number}`,
                ]
                  .filter(Boolean)
                  .join(language === 'ar' ? '، ' : ', '),
              },
              {
                label: t('users.detail.orderCount'),
                value: user.order_count === undefined ? '' : formatNumber(user.order_count, language),
              },
            ]}
          />,
        )}

      {section(
        t('users.detail.kyc'),
        <>
          {kycSubmitted ? <DetailList items={items(KYC, user.kyc)} /> : notSubmitted}
          {asAdmin && (
            <DocumentReview
              title={t('users.detail.idCheck')}
              user={user}
              documents={[
                { type: 'kyc_front', document: user.kyc?.front },
                { type: 'kyc_back', document: user.kyc?.back },
              ]}
              facts={[
                ...picked(KYC, user.kyc, ['type', 'id']),
                { label: t('users.detail.name'), value: <bdi>{user.name}</bdi> },
                ...picked(KYC, user.kyc, ['birthday', 'issue_date', 'gender']),
              ]}
              problems={implausible(kycImplausibilities(valuesOf(user.kyc)))}
            />
          )}
        </>,
      )}

      {section(
        t('users.detail.business'),
        businessSubmitted ? (
          <div className="row g-3">
            <ReviewReasonNote
              subject="business_info"
              approved={info?.approved}
              reason={info?.reason}
              className="col-12 mb-0"
            />
            {(['en', 'ar'] as const).map((lang) => (
              <div key={lang} className="col-12 col-xl-6">
                <h3 className="h6 text-muted">
                  {t(lang === 'en' ? 'users.detail.english' : 'users.detail.arabic')}
                </h3>
                <DetailList items={items(BUSINESS_INFO, info?.[lang])} />
              </div>
            ))}
          </div>
        ) : (
          notSubmitted
        ),
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <ApprovalBadge display={businessSubmitted ? approvalDisplay(info?.approved) : 'notSubmitted'} />
          {asAdmin && businessSubmitted && (
            <ApprovalSelect
              label={t('users.detail.businessApproval')}
              hideLabel
              value={info?.approved}
              busy={busy}
              subject="business_info"
              subjectName={t('users.detail.business')}
              ownerName={user.name}
              onChange={reviewBusiness}
            />
          )}
        </div>,
      )}

      {section(
        t('users.detail.company'),
        <>
          {companySubmitted ? (
            <DetailList items={items(COMPANY_REGISTRATION, user.company_registration)} />
          ) : (
            notSubmitted
          )}
          {asAdmin && (
            <DocumentReview
              title={t('users.detail.registrationCheck')}
              user={user}
              documents={[{ type: 'company_reg', document: user.company_registration?.doc }]}
              facts={picked(COMPANY_REGISTRATION, user.company_registration, [
                'reg_nb',
                'tax_number',
                'owner_name',
                'start_date',
                'end_date',
              ])}
              problems={implausible(companyRegistrationImplausibilities(valuesOf(user.company_registration)))}
            />
          )}
        </>,
      )}

      <TitledSection title={t('users.detail.uploads')} className="mb-3">
        <DocumentsTable
          user={user}
          canReview={asAdmin}
          busy={busy}
          onUpload={(type, file) => void uploadDocument(type, file)}
          onReview={reviewUpload}
        />
      </TitledSection>

      {asAdmin && <UserAuditTrail userId={user._id} refreshKey={reviews} />}

      {/* Only an admin may read another seller's imports (docs/spreadsheet-import.md). */}
      {asAdmin && user.is_seller && <SellerCompensations sellerId={user._id} />}
      {asAdmin && user.is_seller && <ImportHistory sellerId={user._id} />}
    </section>
  );
}
