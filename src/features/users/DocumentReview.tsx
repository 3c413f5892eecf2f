import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { DocumentType } from '../../api/admin';
import type { UploadedDocument, User } from '../../api/types';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { DocumentViewer } from '../../components/DocumentViewer';
import { documentApproval } from '../../lib/approval';
import { DetailList, type DetailItem } from './DetailList';
import { documentDownloadName } from './documentFiles';
import { ReviewReasonNote } from './ReviewReasonNote';

export interface ReviewedDocument {
  type: DocumentType;
  document: UploadedDocument | undefined;
}

type Copy = 'url' | 'admin_url';

interface DocumentReviewProps {
  title: string;
  user: User;
  /** The documents that prove the same data (front and back of the ID); those without a file are left out. */
  documents: readonly ReviewedDocument[];
  /** The typed data they prove, read beside them. */
  facts: DetailItem[];
  /**
   * What does not add up in that data (src/lib/plausibility.ts), worded for the admin: data saved before the
   * checks existed, or by another client, is flagged rather than shown as if it were plausible.
   */
  problems?: readonly string[];
}

interface ChoiceProps<Value extends string> {
  label: string;
  options: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A few buttons of which one is on (pressed): which document, which copy of it. */
function Choice<Value extends string>({ label, options, value, onChange }: ChoiceProps<Value>) {
  const labelId = useId();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <span id={labelId} className="small text-muted">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="d-flex flex-wrap gap-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`btn btn-sm ${option.value === value ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * A document on screen beside the data it proves (docs/review.md), so an admin checks one against the other without
 * downloading anything: side by side on a wide screen, the document above the data on a phone. The user's file
 * and the admin's copy can both be shown.
 */
export function DocumentReview({ title, user, documents, facts, problems = [] }: DocumentReviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const withFiles = documents.filter(({ document }) => document?.url || document?.admin_url);
  const [chosenType, setChosenType] = useState<DocumentType | undefined>(withFiles[0]?.type);
  const [chosenCopy, setChosenCopy] = useState<Copy>('url');

  const chosen = withFiles.find(({ type }) => type === chosenType) ?? withFiles[0];
  if (!chosen) return null;
  const copies = (['url', 'admin_url'] as const).filter((copy) => chosen.document?.[copy]);
  const copy = copies.includes(chosenCopy) ? chosenCopy : copies[0];
  const url = copy ? chosen.document?.[copy] : undefined;
  if (!copy || !url) return null;

  const documentName = (type: DocumentType) => t(`users.detail.documents.${type}`);
  const copyName = (which: Copy) => t(which === 'url' ? 'users.detail.whoseUser' : 'users.detail.adminCopy');

  return (
    <section aria-labelledby={titleId} className="border-top pt-3 mt-3">
      <h3 id={titleId} className="h6">
        {title}
      </h3>
      {(withFiles.length > 1 || copies.length > 1) && (
        <div className="d-flex flex-wrap column-gap-4 row-gap-2 mb-2">
          {withFiles.length > 1 && (
            <Choice
              label={t('users.detail.showDocument')}
              options={withFiles.map(({ type }) => ({ value: type, label: documentName(type) }))}
              value={chosen.type}
              onChange={setChosenType}
            />
          )}
          {copies.length > 1 && (
            <Choice
              label={t('users.detail.showCopy')}
              options={copies.map((which) => ({ value: which, label: copyName(which) }))}
              value={copy}
              onChange={setChosenCopy}
            />
          )}
        </div>
      )}
      <div className="row g-3">
        <div className="col-12 col-lg-7">
          {/* A new document starts at its own zoom; the same one signed anew (after a review) keeps it. */}
          <DocumentViewer
            key={`${chosen.type}-${copy}`}
            url={url}
            title={t('users.detail.documentTitle', {
              document: documentName(chosen.type),
              whose: copyName(copy),
            })}
            downloadName={documentDownloadName(user, chosen.type, chosen.document, url)}
          />
        </div>
        <div className="col-12 col-lg-5">
          <h4 className="h6 small text-muted">{t('users.detail.typedData')}</h4>
          <DetailList items={facts} itemClassName="col-12 col-sm-6" />
          {problems.length > 0 && (
            <div className="alert alert-warning small py-2 mb-2" role="note">
              <strong className="d-block">{t('users.detail.implausible')}</strong>
              <ul className="mb-0 ps-3">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="d-grid gap-1 mt-1">
            <div>
              <ApprovalBadge display={documentApproval(chosen.document)} />
            </div>
            <ReviewReasonNote
              subject="document"
              approved={chosen.document?.approved}
              reason={chosen.document?.reason}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
