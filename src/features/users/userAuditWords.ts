import type { TFunction } from 'i18next';
import type { AuditEntry, DocumentType } from '../../api/admin';
import { isolated } from '../../i18n/format';
import { approvalDisplay } from '../../lib/approval';
import { isDocumentKind } from '../../lib/documentFileName';
import type { Language } from '../../lib/languages';
import { reviewReasonWords, type ReviewReason, type ReviewSubject } from '../../lib/reviewReasons';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const reasonOf = (value: unknown): ReviewReason | null => {
  if (!value || typeof value !== 'object') return null;
  const { code, text: words } = value as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return typeof words === 'string' ? { code, text: words } : { code };
};

/**
 * What one entry of a user's audit trail did, in the page's language: a document or the business info reviewed
 * (from which state to which, and why when rejected), a role granted (and the products it removed). An action
 * this screen does not know yet is still listed, by its raw name, set apart from the words around it.
 */
export function describeUserAudit(entry: AuditEntry, t: TFunction, language: Language): string {
  const { details } = entry;
  const state = (value: unknown) => t(`approval.${approvalDisplay(text(value))}`);
  const review = (subject: ReviewSubject, changed: string, set: string, values: Record<string, string>) => {
    const change =
      details.previous == null
        ? t(set, { ...values, status: state(details.status) })
        : t(changed, { ...values, previous: state(details.previous), status: state(details.status) });
    const reason = reasonOf(details.reason);
    return reason
      ? t('users.audit.withReason', {
          change,
          reason: isolated(reviewReasonWords(subject, reason, language)),
        })
      : change;
  };

  const documentName = (value: unknown) => {
    const type = text(value);
    return isDocumentKind(type)
      ? t(`users.detail.documents.${type satisfies DocumentType}`)
      : isolated(type ?? '');
  };

  switch (entry.action) {
    case 'document.reviewed':
      return review('document', 'users.audit.documentReviewed', 'users.audit.documentSet', {
        document: documentName(details.type),
      });
    case 'admin_document_upload':
      return t('users.audit.adminCopyUploaded', { document: documentName(details.kind) });
    case 'business_info.reviewed':
      return review('business_info', 'users.audit.businessReviewed', 'users.audit.businessSet', {});
    case 'role.ambassador.granted':
    case 'role.sourcing.granted': {
      const change = t(
        entry.action === 'role.ambassador.granted'
          ? 'users.audit.ambassadorGranted'
          : 'users.audit.sourcingGranted',
      );
      const removed = details.removed_products;
      const count = typeof removed === 'number' ? removed : Array.isArray(removed) ? removed.length : null;
      return count === null
        ? change
        : t('users.audit.withRemoved', { change, removed: t('users.audit.productsRemoved', { count }) });
    }
    default:
      return t('users.audit.other', { action: isolated(entry.action) });
  }
}
