import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber, isolated } from '../../i18n/format';
import { IssueMessage } from './SheetIssueTable';
import { readFailureWording } from './sheetIssueWording';
import type { ListingUpload } from './useListingUpload';

/** Where the chosen file is, announced as it changes: checked, uploading, processed, refused or imported. */
export function UploadStatus({ upload }: { upload: ListingUpload }) {
  const { t } = useTranslation();
  const { file, category, oversize, result, shown, phase, context, languageNotice } = upload;
  const number = (value: number) => formatNumber(value, upload.language);
  const problemRows = shown?.rejectedRows.length ?? 0;
  const percent = phase.step === 'uploading' ? Math.round(phase.fraction * 100) : 0;

  return (
    <div aria-live="polite">
      {file && !category && (
        <p className="alert alert-warning py-2">{t('products.listing.chooseCategoryFirst')}</p>
      )}
      {file && category && upload.categoryFromFile && (
        <p className="alert alert-info py-2">
          {t('products.listing.categoryFromFile', { category: isolated(upload.categoryName(category.code)) })}
        </p>
      )}
      {oversize && (
        <div className="alert alert-danger py-2">
          <p className="fw-semibold mb-1">{t('products.listing.readFailed')}</p>
          <p className="mb-0">
            <IssueMessage wording={readFailureWording('fileTooLarge', context)} />
          </p>
        </div>
      )}
      {upload.checking && (
        <p className="d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('products.listing.checking')}
        </p>
      )}
      {result?.status === 'unreadable' && (
        <div className="alert alert-danger py-2">
          <p className="fw-semibold mb-1">{t('products.listing.readFailed')}</p>
          <p className="mb-0">
            {result.cell && <>{t('products.sheetIssues.inCell', { cell: result.cell })} </>}
            <IssueMessage wording={readFailureWording(result.code, context)} />
          </p>
        </div>
      )}
      {shown && languageNotice && (
        <p className="alert alert-info py-2">{t(`products.listing.languageNotice.${languageNotice}`)}</p>
      )}
      {shown && (
        <>
          {shown.sheet !== null && (
            <p className="small text-muted mb-2">
              {t('products.listing.sheetRead', { sheet: isolated(shown.sheet) })}
            </p>
          )}
          <dl className="d-flex flex-wrap gap-2 mb-3">
            {(
              [
                ['rowsRead', shown.rowCount, ''],
                ['validRows', shown.validRows, ' text-success-emphasis'],
                ['problemRows', problemRows, problemRows > 0 ? ' text-danger-emphasis' : ''],
              ] as const
            ).map(([key, value, tone]) => (
              <div key={key} className="border rounded px-3 py-2 text-center flex-fill">
                <dt className="small fw-normal text-muted">{t(`products.listing.counts.${key}`)}</dt>
                <dd className={`fs-5 fw-semibold m-0${tone}`}>{number(value)}</dd>
              </div>
            ))}
          </dl>
          {shown.fileRejected ? (
            <p className="alert alert-danger py-2">{t('products.listing.fileRejected')}</p>
          ) : shown.errorCount === 0 ? (
            <p className="alert alert-success py-2">
              {t('products.listing.clean', { count: shown.validRows, n: number(shown.validRows) })}
            </p>
          ) : shown.validRows === 0 ? (
            <p className="alert alert-danger py-2">{t('products.listing.noValidRows')}</p>
          ) : (
            <p className="alert alert-warning py-2">
              {t('products.listing.partialChoice', { count: problemRows, n: number(problemRows) })}
            </p>
          )}
        </>
      )}
      {phase.step === 'uploading' && (
        <div className="my-3">
          <p className="mb-1">{t('products.listing.uploadingPercent', { percent: number(percent) })}</p>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('products.listing.uploadProgress')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {phase.step === 'processing' && (
        <div className="my-3" role="status">
          <p className="d-flex align-items-center gap-2 mb-1">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {t('products.listing.processing', { count: phase.rows, n: number(phase.rows) })}
          </p>
          <div className="progress" aria-hidden="true">
            <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
          </div>
        </div>
      )}
      {phase.step === 'failed' && (
        <p className="alert alert-danger py-2">
          {t('products.listing.uploadFailed', { reason: phase.reason })}
        </p>
      )}
      {phase.step === 'refused' && (
        <p className="alert alert-danger py-2">
          {t('products.listing.serverErrors', {
            count: phase.refusal.errorCount,
            n: number(phase.refusal.errorCount),
          })}
        </p>
      )}
      {phase.step === 'done' && (
        <p className="alert alert-success py-2 mb-2">{t('products.listing.result.title')}</p>
      )}
    </div>
  );
}
