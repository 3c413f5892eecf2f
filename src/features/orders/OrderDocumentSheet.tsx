import { useTranslation } from '../../i18n/useTranslation';
import type { OrderDocument } from '../../api/orderDocuments';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import type { Language } from '../../lib/languages';
import {
  addressText,
  inLanguage,
  sellerNameIn,
  unitsOf,
  type OrderDocumentKind,
} from '../../lib/orderDocuments';
import { QrCode } from '../../components/QrCode';
import { CodeText } from '../../components/CodeText';

/** A value read left to right whatever the page: a reference, a number, an amount. */
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/**
 * One packing slip or invoice as the print page shows and prints it: the same contents, words and order as the
 * PDF the API renders, laid out by the browser in the page's direction.
 */
export function OrderDocumentSheet({
  document,
  kind,
  language,
}: {
  document: OrderDocument;
  kind: OrderDocumentKind;
  language: Language;
}) {
  const { t } = useTranslation();
  const invoice = kind === 'invoice';
  const given = (text: string) => text.trim() || t('orderDocuments.field.notGiven');
  const money = (value: number) => <Ltr>{formatMoney(value, language)}</Ltr>;
  const address = document.delivery_address
    ? addressText(document.delivery_address, language, (number) =>
        t('orderDocuments.field.building', { number }),
      )
    : '';
  const titleId = `document-${document.order_id}-${document.seller._id}`;
  const linesLabel = t('orderDocuments.field.lines', { ref: document.order_ref_id });
  return (
    <article
      className="order-document"
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      lang={language}
      aria-labelledby={titleId}
    >
      <header className="order-document-header">
        <div className="order-document-heading">
          <h2 id={titleId} className="order-document-title">
            {t(`orderDocuments.kind.${kind}`)}
          </h2>
          <p className="order-document-seller">
            <bdi>{sellerNameIn(document.seller, language)}</bdi>
          </p>
          <dl className="order-document-fields">
            <div>
              <dt>{t('orderDocuments.field.taxNumber')}</dt>
              <dd>
                {document.seller.tax_number.trim() ? (
                  <CodeText>{document.seller.tax_number}</CodeText>
                ) : (
                  given('')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('orderDocuments.field.registrationNumber')}</dt>
              <dd>
                {document.seller.reg_nb.trim() ? <CodeText>{document.seller.reg_nb}</CodeText> : given('')}
              </dd>
            </div>
            <div>
              <dt>{t('orderDocuments.field.orderRef')}</dt>
              <dd className="fw-bold">
                <CodeText>{document.order_ref_id}</CodeText>
              </dd>
            </div>
            <div>
              <dt>{t('orderDocuments.field.orderDate')}</dt>
              <dd>{formatDate(document.created_at, language)}</dd>
            </div>
          </dl>
        </div>
        <QrCode
          className="order-document-qr"
          text={document.order_ref_id}
          label={t('orderDocuments.field.qrCode', { ref: document.order_ref_id })}
        />
      </header>
      <div className="order-document-parties">
        <section>
          <h3 className="order-document-label">{t('orderDocuments.field.buyer')}</h3>
          {document.buyer ? (
            <p>
              <bdi>{document.buyer.name}</bdi>
              {document.buyer.phone_number && (
                <>
                  <br />
                  <CodeText>{document.buyer.phone_number}</CodeText>
                </>
              )}
            </p>
          ) : (
            <p>{t('orderDocuments.field.notGiven')}</p>
          )}
        </section>
        <section>
          <h3 className="order-document-label">{t('orderDocuments.field.deliveryAddress')}</h3>
          <address>{given(address)}</address>
        </section>
      </div>
      {/* A region that may scroll sideways on a phone is focusable, so it can be scrolled from the keyboard. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={linesLabel}>
        <table className="table table-sm order-document-lines">
          <caption className="visually-hidden">{linesLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orderDocuments.field.sku')}</th>
              <th scope="col">{t('orderDocuments.field.product')}</th>
              <th scope="col" className="text-end">
                {t('orderDocuments.field.quantity')}
              </th>
              {invoice && (
                <>
                  <th scope="col" className="text-end">
                    {t('orderDocuments.field.unitPrice')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('orderDocuments.field.lineTotal')}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line) => (
              <tr key={line._id}>
                <td className="text-nowrap">
                  <CodeText>{line.sku}</CodeText>
                </td>
                <td className="order-document-product">
                  <bdi>{inLanguage(line.name, language)}</bdi>
                </td>
                <td className="text-end">{formatNumber(line.quantity, language)}</td>
                {invoice && (
                  <>
                    <td className="text-end text-nowrap">{money(line.unit_price)}</td>
                    <td className="text-end text-nowrap">{money(line.total)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={invoice ? 4 : 2} className="text-end">
                {t(invoice ? 'orderDocuments.field.total' : 'orderDocuments.field.totalUnits')}
              </th>
              <td className="text-end text-nowrap fw-bold">
                {invoice ? money(document.total) : formatNumber(unitsOf(document.lines), language)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}
