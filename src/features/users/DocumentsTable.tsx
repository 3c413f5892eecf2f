import { useTranslation } from 'react-i18next';
import type { DocumentType } from '../../api/admin';
import type { ApprovalStatus, UploadedDocument, User } from '../../api/types';
import { DataTable, type Column } from '../../components/table/DataTable';
import { documentApproval, hasDocument } from '../../lib/approval';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { ApprovalSelect } from './ApprovalSelect';
import { FileButton } from '../../components/FileButton';

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
  /** Admin controls: upload of the admin file and the approval dropdown (SPEC.md §6). */
  canReview: boolean;
  busy: boolean;
  onUpload: (type: DocumentType, file: File) => void;
  onReview: (type: DocumentType, status: ApprovalStatus) => void;
}

/** The user-uploads table: front ID, back ID and company registration. */
export function DocumentsTable({ user, canReview, busy, onUpload, onReview }: DocumentsTableProps) {
  const { t } = useTranslation();
  const name = (type: DocumentType) => t(`users.detail.documents.${type}`);

  const download = (url: string | undefined, type: DocumentType, whose: 'whoseUser' | 'whoseAdmin') =>
    url ? (
      <a
        href={url}
        download
        className="btn btn-sm btn-outline-secondary"
        aria-label={t('users.detail.downloadNamed', {
          document: name(type),
          whose: t(`users.detail.${whose}`),
        })}
      >
        {t('users.detail.download')}
      </a>
    ) : (
      <span className="text-muted small">{t('users.detail.noFile')}</span>
    );

  const columns: Column<DocumentRow>[] = [
    { key: 'document', header: t('users.detail.document'), render: (row) => name(row.type) },
    {
      key: 'user_file',
      header: t('users.detail.userFile'),
      render: (row) => download(row.document?.url, row.type, 'whoseUser'),
    },
    {
      key: 'admin_file',
      header: t('users.detail.adminFile'),
      render: (row) => (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {download(row.document?.admin_url, row.type, 'whoseAdmin')}
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
      render: (row) => <ApprovalBadge display={documentApproval(row.document)} />,
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
                disabled={busy || !hasDocument(row.document)}
                onChange={(status) => onReview(row.type, status)}
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
