import { useTranslation } from 'react-i18next';
import type { OrderLine, Product } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import type { Column } from '../../components/table/DataTable';
import { formatDate, formatMoney } from '../../i18n/format';
import { ProductCell } from './ProductCell';
import { inLanguage, lineSearchTexts } from './text';
import type { Bilingual } from './types';

/** What an order-line row is found by: its product's names, its order id and its own ids. */
export const lineSearch =
  <Row extends { line: OrderLine }>(ids: (row: Row) => string[] = () => []) =>
  (row: Row) => [...lineSearchTexts(row.line), ...ids(row)];

/**
 * The columns the demonstration lists share, each headed `demo.columns.<header>` and written for the page's
 * language: a product with its picture (the card's title), an id, an amount, a day, a reason and a status.
 */
export function useSampleColumns<Row>() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const column = (key: string, header: string, render: Column<Row>['render']): Column<Row> => ({
    key,
    header: t(`demo.columns.${header}`),
    render,
  });
  return {
    t,
    language,
    column,
    product: (product: (row: Row) => Product): Column<Row> => ({
      ...column('product', 'product', (row) => <ProductCell product={product(row)} />),
      card: 'title',
    }),
    id: (key: string, header: string, id: (row: Row) => string) =>
      column(key, header, (row) => <bdi>{id(row)}</bdi>),
    orderId: (line: (row: Row) => OrderLine) =>
      column('order', 'orderId', (row) => <bdi>{line(row).order_ref_id}</bdi>),
    money: (key: string, header: string, amount: (row: Row) => number) =>
      column(key, header, (row) => <bdi className="text-nowrap">{formatMoney(amount(row), language)}</bdi>),
    /** A day (or a moment, with `format`), kept on one line; a dash when there is none. */
    day: (key: string, header: string, day: (row: Row) => string | undefined, format = formatDate) =>
      column(key, header, (row) => {
        const value = day(row);
        return <span className="text-nowrap">{value ? format(value, language) : '—'}</span>;
      }),
    reason: (reason: (row: Row) => Bilingual) =>
      column('reason', 'reason', (row) => inLanguage(reason(row), language)),
    /** A coloured badge worded `<labels>.<value>`, on the top line of the row's card. */
    badge: <Value extends string>(
      key: string,
      value: (row: Row) => Value,
      tones: Record<Value, BadgeTone>,
      labels: string,
      header = key,
    ): Column<Row> => ({
      ...column(key, header, (row) => (
        <StatusBadge tone={tones[value(row)]}>{t(`${labels}.${value(row)}`)}</StatusBadge>
      )),
      card: 'badge',
    }),
  };
}
