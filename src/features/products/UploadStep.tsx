import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CardSection } from '../../components/Card';
import { FileInput } from '../../components/form/FileInput';
import { RadioGroup } from '../../components/form/RadioGroup';
import { formatList, formatNumber } from '../../i18n/format';
import { labelledOptions } from '../../i18n/options';
import { ImportOutcome } from './ImportOutcome';
import { SheetIssueTable, SheetWarningList } from './SheetIssueTable';
import { SheetLimits } from './SheetLimits';
import { UploadStatus } from './UploadStatus';
import type { ListingUpload } from './useListingUpload';

const SHEET_LANGUAGES = ['ar', 'en'] as const;

const FILE_TYPES = [
  '.xlsx',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

/**
 * Step 2 of the listing page: the limits, the sheet's language and the file; then the browser's check with
 * the choice to import every row or only the valid ones, the API's answer and what the import did.
 */
export function UploadStep({ upload }: { upload: ListingUpload }) {
  const { t } = useTranslation();
  const sheetLanguageHintId = useId();
  const fileId = useId();
  const includeHiddenId = useId();
  const { shown, phase, context, busy } = upload;
  const number = (value: number) => formatNumber(value, upload.language);
  const hiddenWhat = ({ rows, columns }: { rows: number[]; columns: string[] }) =>
    formatList(
      [
        ...(rows.length > 0
          ? [t('products.listing.hiddenRows', { count: rows.length, n: number(rows.length) })]
          : []),
        ...(columns.length > 0
          ? [t('products.listing.hiddenColumns', { count: columns.length, n: number(columns.length) })]
          : []),
      ],
      upload.language,
    );
  const importLabel = (rows: number, all: boolean) =>
    t(all ? 'products.listing.upload' : 'products.listing.importValid', { count: rows, n: number(rows) });

  return (
    <CardSection title={t('products.listing.stepUpload')}>
      <SheetLimits limits={upload.limits} language={upload.language} />

      <RadioGroup
        legend={t('products.listing.sheetLanguage')}
        name="sheet-language"
        options={labelledOptions(t, 'products.listing.sheetLanguages', SHEET_LANGUAGES)}
        value={upload.sheetLanguage}
        onChange={upload.chooseSheetLanguage}
        disabled={busy}
        className="mb-3"
        legendClassName="mb-1"
        describedBy={sheetLanguageHintId}
      >
        <p id={sheetLanguageHintId} className="small text-muted mb-0 mt-1">
          {t('products.listing.sheetLanguageHint')}
        </p>
      </RadioGroup>

      <label htmlFor={fileId} className="form-label">
        {t('products.listing.file')}
      </label>
      <FileInput
        // A new field after each import: the same file can be chosen again.
        key={upload.historyKey}
        id={fileId}
        fileName={upload.file?.name}
        accept={FILE_TYPES}
        onChange={upload.chooseFile}
        disabled={busy}
        invalid={upload.oversize}
        aria-describedby={`${fileId}-hint`}
      />
      <p id={`${fileId}-hint`} className="small text-muted mt-1">
        {t('products.listing.fileHint')}
      </p>

      <UploadStatus upload={upload} />

      {shown && shown.errorCount > 0 && (
        <SheetIssueTable issues={shown.errors} count={shown.errorCount} context={context} />
      )}
      {shown && shown.warningCount > 0 && (
        <SheetWarningList issues={shown.warnings} count={shown.warningCount} context={context} />
      )}
      {shown && (shown.hidden.rows.length > 0 || shown.hidden.columns.length > 0 || upload.includeHidden) && (
        <div className="form-check mb-3">
          <input
            id={includeHiddenId}
            type="checkbox"
            className="form-check-input"
            checked={upload.includeHidden}
            disabled={busy}
            onChange={(event) => upload.chooseIncludeHidden(event.target.checked)}
            aria-describedby={`${includeHiddenId}-hint`}
          />
          <label htmlFor={includeHiddenId} className="form-check-label">
            {t('products.listing.includeHidden')}
          </label>
          <p id={`${includeHiddenId}-hint`} className="small text-muted mb-0">
            {t('products.listing.includeHiddenHint', { what: hiddenWhat(shown.hidden) })}
          </p>
        </div>
      )}
      {shown && (
        <div className="d-flex flex-wrap gap-2">
          {!shown.fileRejected && shown.validRows > 0 && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void upload.runImport(shown.errorCount > 0)}
            >
              {importLabel(shown.validRows, shown.errorCount === 0)}
            </button>
          )}
          {shown.errorCount > 0 && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy || upload.preparingRows}
              onClick={upload.downloadRowsToFix}
            >
              {t('products.listing.downloadRowsToFix')}
            </button>
          )}
        </div>
      )}

      {phase.step === 'refused' && (
        <>
          <SheetIssueTable issues={phase.refusal.errors} count={phase.refusal.errorCount} context={context} />
          {phase.refusal.rejected && phase.refusal.rejected.rows.length > 0 && (
            <button
              type="button"
              className="btn btn-outline-secondary mb-3 me-2"
              disabled={upload.preparingRows}
              onClick={upload.downloadServerRefusedRows}
            >
              {t('products.listing.downloadRowsToFix')}
            </button>
          )}
          {phase.refusal.warningCount > 0 && (
            <SheetWarningList
              issues={phase.refusal.warnings}
              count={phase.refusal.warningCount}
              context={context}
            />
          )}
          {!phase.refusal.fileRejected && phase.refusal.validRows > 0 && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void upload.runImport(true, phase.route)}
            >
              {importLabel(phase.refusal.validRows, false)}
            </button>
          )}
        </>
      )}

      {phase.step === 'done' && (
        <ImportOutcome
          done={phase}
          context={upload.wordingFor(phase.code)}
          preparingRows={upload.preparingRows}
          onDownloadRows={() => void upload.downloadRefusedRows(phase)}
        />
      )}
    </CardSection>
  );
}
