import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { getAuditTrail, type AuditEntry } from '../../api/admin';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { AuditTrail } from '../../components/AuditTrail';
import { describeUserAudit } from './userAuditWords';

interface UserAuditTrailProps {
  userId: string;
  /** Changes after a change made on the page, to list it at once. */
  refreshKey: number;
}

interface Loaded {
  entries: AuditEntry[];
  /** The user these entries are of, so another user's are never shown. */
  userId: string;
}

/** Who reviewed this user's documents and business info, and who granted roles, newest first (admins only). */
export function UserAuditTrail({ userId, refreshKey }: UserAuditTrailProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    getAuditTrail('user', userId).then(
      (entries) => {
        if (!current) return;
        setFailed(false);
        setLoaded({ entries, userId });
      },
      () => {
        // A failed call has already been shown as a toast.
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, refreshKey]);

  // Entries of an earlier refresh stay listed while the new ones load, rather than a spinner in their place.
  const entries = loaded?.userId === userId ? loaded.entries : null;
  return (
    <AuditTrail
      heading={t('users.audit.title')}
      entries={entries}
      failed={failed && entries === null}
      describe={(entry) => describeUserAudit(entry, t, language)}
      language={language}
      className="card card-body mb-3"
    />
  );
}
