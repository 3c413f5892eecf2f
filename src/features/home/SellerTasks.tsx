import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { formatMoney, formatNumber } from '../../i18n/format';
import { documentApproval, hasDocument, userApprovals, type ApprovableDocument } from '../../lib/approval';
import { nextOnboardingStep } from '../../lib/onboarding';
import { reviewReasonWords, type ReviewReason } from '../../lib/reviewReasons';
import type { Language } from '../../i18n';
import { pendingMoney, useWallet } from '../account';
import { LatestWithdrawal } from '../payouts';
import { LowStockCard } from '../products';
import { useSellerCounts } from './useSellerTasks';

interface Task {
  key: string;
  text: string;
  /** Why it was refused: the admin's reason, in the page's language. */
  reason?: string;
  to: string;
  action: string;
  /** Something refused or blocking is shown as needing action; the rest as information. */
  urgent?: boolean;
}

const STEP_NAMES = { '/kyc': 'kyc', '/bi': 'bi', '/cr': 'cr' } as const;

/** What the seller's own data asks of them: registration left, documents refused (with the admin's reason). */
function accountTasks(user: User, t: TFunction, language: Language): Task[] {
  const tasks: Task[] = [];
  const step = nextOnboardingStep(user);
  if (step) {
    tasks.push({
      key: 'onboarding',
      text: t('home.tasks.onboarding', { step: t(`onboarding.steps.${STEP_NAMES[step]}`) }),
      to: step,
      action: t('home.tasks.continue'),
      urgent: true,
    });
  }
  const documents: [string, (ApprovableDocument & { reason?: ReviewReason }) | undefined, string][] = [
    ['home.tasks.documents.front', user.kyc?.front, 'kyc'],
    ['home.tasks.documents.back', user.kyc?.back, 'kyc'],
    ['home.tasks.documents.registration', user.company_registration?.doc, 'cr'],
  ];
  for (const [label, document, tab] of documents) {
    // The documents are optional: one never sent is no task; one sent and refused is.
    if (hasDocument(document) && documentApproval(document) === 'rejected' && !step) {
      tasks.push({
        key: label,
        text: t('home.tasks.documentRejected', { document: t(label) }),
        reason: document?.reason && reviewReasonWords('document', document.reason, language),
        to: `/pages/profile?tab=${tab}`,
        action: t('home.tasks.fix'),
        urgent: true,
      });
    }
  }
  if (!step && userApprovals(user).business === 'rejected') {
    tasks.push({
      key: 'business',
      text: t('home.tasks.businessRejected'),
      reason:
        user.business_info?.reason && reviewReasonWords('business_info', user.business_info.reason, language),
      to: '/pages/profile?tab=bi',
      action: t('home.tasks.fix'),
      urgent: true,
    });
  }
  return tasks;
}

/**
 * The seller's home: what needs doing today (registration left, refused documents, order lines waiting for
 * an answer, refused or sold-out products) and the money available and pending, each linking to the list
 * that shows it.
 */
export function SellerTasks({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const counts = useSellerCounts(Boolean(user.is_seller));
  const { wallet } = useWallet();
  const number = (value: number) => formatNumber(value, language);
  const counted = (count: number | null, key: string, to: string, action: string, urgent = false) =>
    count
      ? [{ key, text: t(`home.tasks.${key}`, { count, n: number(count) }), to, action: t(action), urgent }]
      : [];
  const tasks: Task[] = [
    ...accountTasks(user, t, language),
    ...counted(counts.pendingLines, 'pendingLines', '/store/orders?tab=pending', 'home.tasks.answer', true),
    ...counted(
      counts.rejectedProducts,
      'rejectedProducts',
      '/store/inventory?tab=notActive',
      'home.tasks.fix',
    ),
    ...counted(
      counts.soldOutProducts,
      'soldOutProducts',
      '/store/inventory?tab=notActive',
      'home.tasks.restock',
    ),
  ];
  const loading = Object.values(counts).some((count) => count === null);

  return (
    <div className="text-start">
      <Card as="section" labelledBy="seller-tasks-title" className="mb-3">
        <h2 id="seller-tasks-title" className="h5">
          {t('home.tasks.title')}
        </h2>
        {tasks.length > 0 ? (
          <ul className="list-group list-group-flush">
            {tasks.map((task) => (
              <TaskRow key={task.key} task={task} />
            ))}
          </ul>
        ) : (
          <p className="text-muted m-0" role="status">
            {loading ? t('app.loading') : t('home.tasks.allDone')}
          </p>
        )}
      </Card>
      {user.is_seller && <LowStockCard />}
      {wallet && (
        <Card as="section" labelledBy="seller-money-title" className="mb-3">
          <h2 id="seller-money-title" className="h5">
            {t('home.tasks.moneyTitle')}
          </h2>
          <dl className="row m-0">
            <Money label={t('account.available')} value={formatMoney(wallet.net_balance, language)} />
            <Money label={t('account.pending')} value={formatMoney(pendingMoney(wallet), language)} />
          </dl>
          <Link to="/pages/account">{t('home.tasks.openAccount')}</Link>
          <LatestWithdrawal available={wallet.net_balance} />
        </Card>
      )}
    </div>
  );
}

function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation();
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2 px-0">
      <span>
        <span className={task.urgent ? 'fw-semibold' : undefined}>
          {task.urgent && <span aria-hidden="true" className="seller-task__mark" />}
          {task.text}
        </span>
        {task.reason && (
          <span className="d-block small text-danger-emphasis">
            {t('home.tasks.reason')} <bdi>{task.reason}</bdi>
          </span>
        )}
      </span>
      <Link to={task.to} className={`btn btn-sm ${task.urgent ? 'btn-primary' : 'btn-outline-primary'}`}>
        {task.action}
      </Link>
    </li>
  );
}

function Money({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="col-6 mb-2">
      <dt className="small text-muted fw-normal">{label}</dt>
      <dd className="h5 m-0">
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}
