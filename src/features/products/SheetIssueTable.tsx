import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../components/useMediaQuery';
import { formatNumber, isolated } from '../../i18n/format';
import type { SheetIssue } from '../../lib/spreadsheet/rules';
import { columnLabel, issueWording, type Wording, type WordingContext } from './sheetIssueWording';

/** Private-use marks around a placeholder's name, to find where each value goes in the translated sentence. */
const MARK = /\uE000(\w+)\uE001/;

/** A worded sentence whose values (cells, SKUs, what the seller typed) are each isolated in a <bdi>. */
export function IssueMessage({ wording }: { wording: Wording }) {
  const { t } = useTranslation();
  const marked = Object.fromEntries(Object.keys(wording.values).map((name) => [name, `\uE000${name}\uE001`]));
  const text = t(wording.key, {
    ...marked,
    ...(wording.count === undefined ? {} : { count: wording.count }),
  });
  const parts = text.split(MARK);
  return (
    <>
      {parts.map((part, index) => {
        // split() with a capturing group puts the placeholder names at the odd positions.
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const value = wording.values[part] ?? '';
        return wording.ltr?.includes(part) ? (
          <bdi key={index} dir="ltr">
            {value}
          </bdi>
        ) : (
          <bdi key={index}>{value}</bdi>
        );
      })}
    </>
  );
}

const TABLE_HEADERS = ['row', 'cell', 'column', 'problem'] as const;

/** One more part of a line, after a middle dot. */
function Separated({ dir, children }: { dir?: 'ltr'; children: ReactNode }) {
  return (
    <>
      {' · '}
      <bdi dir={dir}>{children}</bdi>
    </>
  );
}

interface IssueListProps {
  issues: readonly SheetIssue[];
  /** How many there are in all (only the first ones are listed). */
  count: number;
  context: WordingContext;
}

const issueKey = (issue: SheetIssue, index: number) =>
  `${issue.row ?? 'file'}-${issue.column ?? ''}-${issue.code}-${index}`;

/**
 * The blocking problems of a spreadsheet, one line each: row, cell, column (in the page's language) and what
 * to do. A table on wide screens, a list of short cards on phones.
 */
export function SheetIssueTable({ issues, count, context }: IssueListProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const captionId = useId();
  const number = (value: number) => formatNumber(value, context.language);
  const caption = t('products.sheetIssues.caption');
  const more =
    count > issues.length ? (
      <p className="small text-muted m-2">
        {t('products.sheetIssues.more', {
          count: count - issues.length,
          n: number(count - issues.length),
        })}
      </p>
    ) : null;
  // A whole-file problem of a workbook names the sheet it was found in.
  const wholeFile = (issue: SheetIssue): ReactNode =>
    issue.params?.sheet === undefined
      ? t('products.sheetIssues.wholeFile')
      : t('products.sheetIssues.wholeSheet', { sheet: isolated(String(issue.params.sheet)) });
  const row = (issue: SheetIssue): ReactNode => (issue.row === null ? wholeFile(issue) : number(issue.row));
  const lines = issues.map((issue, index) => ({
    issue,
    key: issueKey(issue, index),
    column: columnLabel(issue.column, context),
    message: <IssueMessage wording={issueWording(issue, context)} />,
  }));

  if (isMobile) {
    return (
      <section className="border border-danger-subtle rounded mb-3" aria-labelledby={captionId}>
        <h3 id={captionId} className="h6 px-2 pt-2">
          {caption}
        </h3>
        <ul className="list-unstyled m-0">
          {lines.map(({ issue, key, column, message }) => (
            <li key={key} className="border-top px-2 py-2 small">
              <div className="fw-semibold text-break">
                {issue.row === null
                  ? wholeFile(issue)
                  : t('products.sheetIssues.rowNumber', { row: number(issue.row) })}
                {issue.cell && <Separated dir="ltr">{issue.cell}</Separated>}
                {issue.column && <Separated>{column}</Separated>}
              </div>
              <div className="text-break">{message}</div>
            </li>
          ))}
        </ul>
        {more}
      </section>
    );
  }

  return (
    <div
      className="table-responsive border border-danger-subtle rounded mb-3"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className="table table-sm align-middle m-0">
        <caption id={captionId} className="caption-top px-2 fw-semibold text-body">
          {caption}
        </caption>
        <thead className="table-light">
          <tr>
            {TABLE_HEADERS.map((header) => (
              <th key={header} scope="col">
                {t(`products.sheetIssues.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map(({ issue, key, column, message }) => (
            <tr key={key}>
              <td>{row(issue)}</td>
              <td>{issue.cell ? <bdi dir="ltr">{issue.cell}</bdi> : '—'}</td>
              <td>
                <bdi>{column || '—'}</bdi>
              </td>
              <td className="text-break">{message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </div>
  );
}

/** Problems that do not block the import, apart from the errors and in a calmer style. */
export function SheetWarningList({ issues, count, context }: IssueListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = (value: number) => formatNumber(value, context.language);
  return (
    <section className="alert alert-warning mb-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="h6">
        {t('products.sheetIssues.warningsTitle')}
      </h3>
      <ul className="mb-0 ps-3 small">
        {issues.map((issue, index) => (
          <li key={issueKey(issue, index)} className="text-break">
            {(issue.row !== null || issue.cell) && (
              <span className="fw-semibold">
                {issue.row !== null && t('products.sheetIssues.rowNumber', { row: number(issue.row) })}
                {issue.cell && (
                  <>
                    {issue.row !== null && ' · '}
                    <bdi dir="ltr">{issue.cell}</bdi>
                  </>
                )}
                {': '}
              </span>
            )}
            <IssueMessage wording={issueWording(issue, context)} />
          </li>
        ))}
      </ul>
      {count > issues.length && (
        <p className="small mb-0 mt-2">
          {t('products.sheetIssues.moreWarnings', {
            count: count - issues.length,
            n: number(count - issues.length),
          })}
        </p>
      )}
    </section>
  );
}
