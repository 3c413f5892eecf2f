import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { Language } from '../lib/languages';
import { formatDateTime, isolated } from '../i18n/format';
import { Spinner } from './Spinner';
import { TitledSection } from './TitledSection';

/** One entry of a record's audit trail, as the API answers it (src/api/admin.ts `AuditEntry`). */
export interface AuditTrailEntry {
  id: string;
  action: string;
  actor: { _id: string; name: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

interface AuditTrailProps<Entry extends AuditTrailEntry> {
  heading: ReactNode;
  /** Newest first, as the API answers them; null while they load. */
  entries: readonly Entry[] | null;
  /** What an entry did, in words of the page's language (the record's kind knows its actions). */
  describe: (entry: Entry) => string;
  language: Language;
  /** The entries could not be loaded. */
  failed?: boolean;
  /** The heading's level in the page around it. */
  level?: 2 | 3;
  className?: string;
}

/** Who changed what on a record, and when: a review, a granted role, a status change. */
export function AuditTrail<Entry extends AuditTrailEntry>({
  heading,
  entries,
  describe,
  language,
  failed,
  level = 2,
  className,
}: AuditTrailProps<Entry>) {
  const { t } = useTranslation();
  const body = () => {
    if (failed) return <p className="text-muted small mb-0">{t('auditTrail.failed')}</p>;
    if (entries === null) return <Spinner />;
    if (entries.length === 0) return <p className="text-muted small mb-0">{t('auditTrail.empty')}</p>;
    return (
      <ol className="list-unstyled mb-0">
        {entries.map((entry) => (
          <li key={entry.id} className="border-bottom py-2">
            <div>{describe(entry)}</div>
            <div className="small text-muted d-flex flex-wrap column-gap-2">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
              <span>
                {entry.actor
                  ? t('auditTrail.by', { name: isolated(entry.actor.name) })
                  : t('auditTrail.bySystem')}
              </span>
            </div>
          </li>
        ))}
      </ol>
    );
  };
  return (
    <TitledSection title={heading} level={level} className={className}>
      {body()}
    </TitledSection>
  );
}
