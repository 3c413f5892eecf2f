import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';
import type { DonePhase } from './listingUpload';
import { SheetIssueTable, SheetWarningList } from './SheetIssueTable';
import type { WordingContext } from './sheetIssueWording';
import { TitledSection } from '../../components/TitledSection';
import { CodeText } from '../../components/CodeText';

/** How many SKUs given to rows without one are listed; the inventory has them all. */
const LISTED_SKUS = 20;

interface ImportOutcomeProps {
  done: DonePhase;
  context: WordingContext;
  preparingRows: boolean;
  onDownloadRows: () => void;
}

/** What an import did: the counts, the SKUs given to new rows, and the rows the API refused. */
export function ImportOutcome({ done, context, preparingRows, onDownloadRows }: ImportOutcomeProps) {
  const { t } = useTranslation();
  const { result } = done;
  const number = (value: number) => formatNumber(value, context.language);
  const counts = (
    [
      ['created', result.created],
      ['updated', result.updated],
      ['unchanged', result.unchanged],
      ['refused', result.refused],
      ['backToReview', result.backToReview],
    ] as const
  ).filter(([key, value]) => value > 0 || key === 'created' || key === 'updated' || key === 'unchanged');
  const listed = result.assignedSkus.slice(0, LISTED_SKUS);
  const unlisted = result.assignedSkus.length - listed.length;

  return (
    <TitledSection title={t('products.listing.result.heading')} level={3} className="mt-2">
      <dl className="d-flex flex-wrap gap-2 mb-3">
        {counts.map(([key, value]) => (
          <div key={key} className="border rounded px-3 py-2 text-center flex-fill">
            <dt className="small fw-normal text-muted">{t(`products.listing.result.${key}`)}</dt>
            <dd className={`fs-5 fw-semibold m-0${key === 'refused' ? ' text-danger-emphasis' : ''}`}>
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/store/inventory?tab=notActive">{t('products.listing.seeInventory')}</Link>
      </p>

      {listed.length > 0 && (
        <div className="table-responsive mb-3" style={{ maxWidth: '28rem' }}>
          <table className="table table-sm align-middle mb-1">
            <caption className="caption-top text-body">{t('products.listing.assignedSkus.caption')}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">{t('products.listing.assignedSkus.row')}</th>
                <th scope="col">{t('products.listing.assignedSkus.sku')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map(({ row, sku }) => (
                <tr key={row}>
                  <td>{number(row)}</td>
                  <td>
                    <CodeText className="font-monospace">{sku}</CodeText>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {unlisted > 0 && (
            <p className="small text-muted">
              {t('products.listing.assignedSkus.more', { count: unlisted, n: number(unlisted) })}
            </p>
          )}
        </div>
      )}

      {result.refused > 0 && (
        <>
          <p className="alert alert-warning py-2">
            {t('products.listing.serverRefused', { count: result.refused, n: number(result.refused) })}
          </p>
          {result.errorCount > 0 && (
            <SheetIssueTable issues={result.errors} count={result.errorCount} context={context} />
          )}
          <button
            type="button"
            className="btn btn-outline-secondary mb-3"
            disabled={preparingRows}
            onClick={onDownloadRows}
          >
            {t('products.listing.downloadRowsToFix')}
          </button>
        </>
      )}
      {result.warningCount > 0 && (
        <SheetWarningList issues={result.warnings} count={result.warningCount} context={context} />
      )}
    </TitledSection>
  );
}
