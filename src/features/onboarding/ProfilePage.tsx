import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { UploadedDocument, User } from '../../api/types';
import { selectLanguage, selectUserdata, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { BusinessInfoForm } from './BusinessInfoForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EndAllSessions } from './EndAllSessions';
import { CompanyRegistrationForm } from './CompanyRegistrationForm';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { documentApproval, userApprovals, type ApprovalDisplay } from '../../lib/approval';
import type { ReviewReason } from '../../lib/reviewReasons';
import { KycForm } from './KycForm';
import { RejectionReason } from './RejectionReason';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { TitledSection } from '../../components/TitledSection';
import { useAddressTab } from '../../components/useAddressTab';
import { CodeText } from '../../components/CodeText';

type TabId = 'details' | 'password' | 'kyc' | 'bi' | 'cr';
const TABS: readonly [TabId, ...TabId[]] = ['details', 'password', 'kyc', 'bi', 'cr'];

const documentRow = (document: UploadedDocument | undefined) => ({
  display: documentApproval(document),
  reason: document?.reason,
});

/** The review state of each document and of the business info, with the admin's reason beside a rejection. */
function DocumentsSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const rows: {
    label: string;
    display: ApprovalDisplay;
    subject: 'document' | 'business_info';
    reason?: ReviewReason;
  }[] = [
    { label: t('onboarding.kyc.frontId'), subject: 'document', ...documentRow(user.kyc?.front) },
    { label: t('onboarding.kyc.backId'), subject: 'document', ...documentRow(user.kyc?.back) },
    {
      label: t('onboarding.cr.document'),
      subject: 'document',
      ...documentRow(user.company_registration?.doc),
    },
    {
      label: t('onboarding.bi.title'),
      subject: 'business_info',
      display: userApprovals(user).business,
      reason: user.business_info?.reason,
    },
  ];
  return (
    <TitledSection title={t('onboarding.profile.documentsStatus')} className="mb-4">
      <ul className="list-group">
        {rows.map((row) => (
          <li
            key={row.label}
            className="list-group-item d-flex justify-content-between align-items-center gap-2"
          >
            <div>
              <span>{row.label}</span>
              <RejectionReason subject={row.subject} display={row.display} reason={row.reason} />
            </div>
            <ApprovalBadge display={row.display} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function Tabs({
  active,
  onChange,
  panels,
}: {
  active: TabId;
  onChange: (tab: TabId) => void;
  panels: Record<TabId, ReactNode>;
}) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  // Arrow keys move between tabs (WAI-ARIA tabs pattern); in Arabic the visual order is mirrored.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.indexOf(active);
    const next =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS[TABS.length - 1]
          : TABS[(index + (step ?? 0) + TABS.length) % TABS.length];
    if (next) {
      onChange(next);
      refs.current[next]?.focus();
    }
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={t('onboarding.profile.sections')}
        className="nav nav-tabs profile-tabs mb-3"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`profile-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            className={`nav-link${active === tab ? ' active' : ''}`}
            onClick={() => onChange(tab)}
          >
            {t(`onboarding.profile.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`profile-panel-${active}`}
        aria-labelledby={`profile-tab-${active}`}
        tabIndex={0}
      >
        {panels[active]}
      </div>
    </>
  );
}

/** /pages/profile: the own profile, password, and the onboarding data with its review state. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserdata);
  const language = useAppSelector(selectLanguage);
  const [tab, setTab] = useAddressTab(TABS);
  if (!user) return <Spinner />;
  // The onboarding step forms, here saving in place.
  const step = {
    user,
    submitLabel: t('onboarding.profile.save'),
    onSaved: () => notifySuccess('onboarding.profile.updated'),
  };

  return (
    <div className="profile-page">
      <PageTitle>{t('onboarding.profile.title')}</PageTitle>
      <Card className="shadow-sm mb-4" bodyClassName="d-flex flex-wrap align-items-center gap-3">
        <div className="profile-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </div>
        <div className="flex-grow-1">
          <p className="h5 mb-1">{user.name}</p>
          <p className="mb-0 text-muted small">
            {t('onboarding.profile.refId')}: <CodeText>{user.ref_id}</CodeText>
          </p>
        </div>
      </Card>
      <div className="row g-4">
        <div className="col-lg-8 order-2 order-lg-1">
          <Card className="shadow-sm">
            <Tabs
              active={tab}
              onChange={setTab}
              panels={{
                details: <ProfileDetailsForm user={user} />,
                password: (
                  <>
                    <ChangePasswordForm />
                    <EndAllSessions />
                  </>
                ),
                kyc: <KycForm {...step} showStatus />,
                // Business info is edited per language: switching language shows that language's block.
                bi: <BusinessInfoForm key={language} {...step} />,
                cr: <CompanyRegistrationForm {...step} showStatus />,
              }}
            />
          </Card>
        </div>
        <div className="col-lg-4 order-1 order-lg-2">
          <DocumentsSummary user={user} />
        </div>
      </div>
    </div>
  );
}
