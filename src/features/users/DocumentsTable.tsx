import { useTranslation } from '../../i18n/useTranslation';
import type { DocumentType } from '../../api/admin';
import type { ApprovalStatus, UploadedDocument, User } from '../../api/types';
import { DataTable, type Column } from '../../components/table/DataTable';
import { documentApproval, hasDocument } from '../../lib/approval';
import { downloadUrl } from '../../lib/documentFileName';
import type { ReviewReason } from '../../lib/reviewReasons';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { ApprovalSelect } from './ApprovalSelect';
import { FileButton } from '../../components/FileButton';
import { documentDownloadName } from './documentFiles';
import { ReviewReasonNote } from './ReviewReasonNote';

interface DocumentRow {
  type: DocumentType;
  document: UploadedDocument | undefined;
}

const documentsOf = (user: User): DocumentRow[] => [
  { type: 'kyc_front', document: user.kyc?.front },
  { type: 'kyc_back', document: user.kyc?.back },
  { type: 'company_reg', document: user.company_registration?.doc },
];

/** Identity images are images; the company registration may also be a PDF scan. */
const ACCEPT: Record<DocumentType, string> = {
  kyc_front: 'image/png,image/jpeg,image/gif,image/webp',
  kyc_back: 'image/png,image/jpeg,image/gif,image/webp',
  company_reg: 'image/png,image/jpeg,image/gif,image/webp,application/pdf',
};

interface DocumentsTableProps {
  user: User;
  /** Admin controls: upload of the admin file and the approval dropdown (docs/roles.md). */
  canReview: boolean;
  busy: boolean;
  onUpload: (type: DocumentType, file: File) => void;
  /** Saves a review; answers whether it was saved. */
  onReview: (type: DocumentType, status: ApprovalStatus, reason?: ReviewReason) => Promise<boolean>;
}

/** The user-uploads table: front ID, back ID and company registration. */
export function DocumentsTable({ user, canReview, busy, onUpload, onReview }: DocumentsTableProps) {
  const { t } = useTranslation();
  const name = (type: DocumentType) => t(`users.detail.documents.${type}`);

  // Saved as RCRT-000014-front-id-2026-11-23.png rather than under the random name it is stored under.
  const download = (url: string | undefined, row: DocumentRow, whose: 'whoseUser' | 'whoseAdmin') => {
    if (!url) return <span className="text-muted small">{t('users.detail.noFile')}</span>;
    const fileName = documentDownloadName(user, row.type, row.document, url);
    return (
      <a
        href={downloadUrl(url, fileName)}
        download={fileName}
        className="btn btn-sm btn-outline-secondary"
        aria-label={t('users.detail.downloadNamed', {
          document: name(row.type),
          whose: t(`users.detail.${whose}`),
        })}
      >
        {t('users.detail.download')}
      </a>
    );
  };

  const columns: Column<DocumentRow>[] = [
    { key: 'document', header: t('users.detail.document'), render: (row) => name(row.type) },
    {
      key: 'user_file',
      header: t('users.detail.userFile'),
      render: (row) => download(row.document?.url, row, 'whoseUser'),
    },
    {
      key: 'admin_file',
      header: t('users.detail.adminFile'),
      render: (row) => (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {download(row.document?.admin_url, row, 'whoseAdmin')}
          {canReview && (
            <FileButton
              label={t('users.detail.upload')}
              accessibleLabel={t('users.detail.uploadNamed', { document: name(row.type) })}
              accept={ACCEPT[row.type]}
              disabled={busy}
              onFile={(file) => onUpload(row.type, file)}
            />
          )}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('users.detail.status'),
      render: (row) => (
        <div className="d-grid gap-1">
          <div>
            <ApprovalBadge display={documentApproval(row.document)} />
          </div>
          <ReviewReasonNote
            subject="document"
            approved={row.document?.approved}
            reason={row.document?.reason}
          />
        </div>
      ),
    },
    ...(canReview
      ? [
          {
            key: 'approval',
            header: t('users.detail.approval'),
            render: (row: DocumentRow) => (
              <ApprovalSelect
                label={t('users.detail.approvalNamed', { document: name(row.type) })}
                hideLabel
                value={row.document?.approved}
                disabled={!hasDocument(row.document)}
                busy={busy}
                subject="document"
                subjectName={name(row.type)}
                ownerName={user.name}
                onChange={(status, reason) => onReview(row.type, status, reason)}
              />
            ),
          },
        ]
      : []),
  ];

  // Without a row action the card is not clickable, so its controls can live inside it.
  const cell = (key: string, row: DocumentRow) => columns.find((column) => column.key === key)?.render(row);
  const renderCard = (row: DocumentRow) => (
    <div className="d-grid gap-2">
      <div className="d-flex justify-content-between align-items-center gap-2">
        <strong>{name(row.type)}</strong>
        {cell('status', row)}
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <span className="small text-muted">{t('users.detail.userFile')}:</span>
        {cell('user_file', row)}
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <span className="small text-muted">{t('users.detail.adminFile')}:</span>
        {cell('admin_file', row)}
      </div>
      {canReview && cell('approval', row)}
    </div>
  );

  return (
    <DataTable
      caption={t('users.detail.uploadsCaption')}
      columns={columns}
      rows={documentsOf(user)}
      rowId={(row) => row.type}
      renderCard={renderCard}
    />
  );
}
