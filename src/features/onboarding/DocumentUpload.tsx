import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { uploadDocument, type DocumentKind } from '../../api/accounts';
import { errorText, type ApiError } from '../../api/errors';
import type { UploadedDocument } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { userdataUpdated } from '../auth';
import { acceptedTypes, documentFileProblem } from './documentFiles';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { FileInput } from '../../components/form/FileInput';
import { documentApproval } from '../../lib/approval';
import { RejectionReason } from './RejectionReason';

const isPdfUrl = (url: string) => url.toLowerCase().endsWith('.pdf');

/**
 * One optional document (front ID, back ID, company registration). The file is checked in the browser
 * (type, size, first bytes), previewed, and uploaded at once with the field name `image`; the answer
 * refreshes the profile. Errors stay next to the control until another file is chosen.
 */
export function DocumentUpload({
  kind,
  label,
  document,
  allowPdf = false,
  showStatus = false,
}: {
  kind: DocumentKind;
  label: string;
  document: UploadedDocument | undefined;
  allowPdf?: boolean;
  showStatus?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ url: string; name: string; isPdf: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    const reason = await documentFileProblem(file, allowPdf);
    if (reason) {
      setProblem(t(reason));
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setPreview({ url: URL.createObjectURL(file), name: file.name, isPdf: file.type === 'application/pdf' });
    setUploading(true);
    try {
      const user = await uploadDocument(kind, file, { language, silent: true });
      dispatch(userdataUpdated(user));
      notifySuccess('onboarding.upload.success');
    } catch (error) {
      setProblem(errorText(error as ApiError, language, (key) => t(key)));
    } finally {
      setUploading(false);
    }
  };

  const storedUrl = document?.url;
  const shown = preview ?? (storedUrl ? { url: storedUrl, name: '', isPdf: isPdfUrl(storedUrl) } : null);
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  return (
    <div className="document-upload mb-3">
      <div className="d-flex align-items-center justify-content-between gap-2 flex-wrap">
        <label htmlFor={inputId} className="form-label mb-1">
          {label}
        </label>
        {showStatus && <ApprovalBadge display={documentApproval(document)} />}
      </div>
      {showStatus && (
        <RejectionReason
          subject="document"
          display={documentApproval(document)}
          reason={document?.reason}
          className="small text-danger-emphasis mb-1"
        />
      )}
      <div className="document-upload__preview" aria-live="polite">
        {shown && !shown.isPdf && <img src={shown.url} alt={t('onboarding.upload.previewAlt', { label })} />}
        {shown?.isPdf && (
          <a href={shown.url} target="_blank" rel="noopener noreferrer">
            {shown.name || t('onboarding.upload.openPdf')}
          </a>
        )}
        {!shown && <span className="text-muted small">{t('onboarding.upload.none')}</span>}
      </div>
      <FileInput
        ref={inputRef}
        name="image"
        id={inputId}
        fileName={preview?.name}
        invalid={Boolean(problem)}
        accept={acceptedTypes(allowPdf).join(',')}
        onChange={(event) => void choose(event)}
        disabled={uploading}
        aria-invalid={Boolean(problem)}
        aria-describedby={`${hintId} ${errorId}`}
      />
      <div id={hintId} className="form-text">
        {allowPdf ? t('onboarding.upload.hintPdf') : t('onboarding.upload.hint')}
      </div>
      <div role="status" className="small">
        {uploading && (
          <span className="d-inline-flex align-items-center gap-2">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {t('onboarding.upload.uploading')}
          </span>
        )}
      </div>
      <div id={errorId} className="invalid-feedback d-block" role="alert">
        {problem}
      </div>
    </div>
  );
}
