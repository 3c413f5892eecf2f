import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router-dom';
import { downloadOrderDocuments, getOrderDocuments, type OrderDocument } from '../../api/orderDocuments';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { printRequestOf } from './orderDocumentPaths';
import { OrderDocumentSheet } from './OrderDocumentSheet';
import type { OrdersAudience } from './ordersSlice';
import './orderDocuments.css';
import { BackLink } from '../../components/BackLink';

type Loaded =
  | { state: 'loading'; key: string }
  | { state: 'failed'; key: string }
  | { state: 'ready'; key: string; documents: OrderDocument[] };

/**
 * The packing slips or invoices of the orders the address names (/store/orders/print?kind=invoice&ids=a,b for
 * the seller, /admin/orders/print?… for the admin), laid out as A4 pages to print with the browser: the app's
 * header, sidebar and this page's own controls stay off the paper, and each document starts a new page. The
 * same documents download as a PDF the API renders.
 */
export function OrderDocumentsPage({ audience }: { audience: OrdersAudience }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [params] = useSearchParams();
  const { kind, orderIds } = printRequestOf(params);
  const key = orderIds.join(',');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading', key });
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!key) return;
    let current = true;
    getOrderDocuments(key.split(','))
      .then((documents) => current && setLoaded({ state: 'ready', key, documents }))
      .catch(() => current && setLoaded({ state: 'failed', key }));
    return () => {
      current = false;
    };
  }, [key]);

  const listPath = audience === 'admin' ? '/admin/orders' : '/store/orders';
  const back = orderIds.length === 1 ? `${listPath}/${encodeURIComponent(orderIds[0] ?? '')}` : listPath;
  const printKind = kind ?? 'invoice';
  const title = t(`orderDocuments.printPage.title.${printKind}`);

  if (!kind || orderIds.length === 0) {
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <p className="alert alert-warning">{t('orderDocuments.printPage.noOrders')}</p>
      </section>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrderDocuments(kind, orderIds, language);
    } catch {
      // The API client has already told the user why.
    } finally {
      setDownloading(false);
    }
  };

  // An answer for other orders than the address names (the address changed meanwhile) is not shown.
  const documents = loaded.state === 'ready' && loaded.key === key ? loaded.documents : null;
  return (
    <section className="order-documents-page">
      <div className="order-documents-toolbar d-print-none">
        <BackLink to={back}>{t('orderDocuments.printPage.back')}</BackLink>
        <PageTitle className="h3 mb-1">{title}</PageTitle>
        {documents && (
          <p className="text-muted small mb-2">
            {t('orderDocuments.printPage.documents', { count: documents.length })} ·{' '}
            {t('orderDocuments.printPage.hint')}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!documents}
            onClick={() => window.print()}
          >
            {t('orderDocuments.printPage.print')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!documents || downloading}
            onClick={() => void download()}
          >
            {t(downloading ? 'orderDocuments.actions.preparing' : 'orderDocuments.printPage.download')}
          </button>
        </div>
      </div>
      {loaded.state === 'failed' && loaded.key === key && (
        <p className="alert alert-warning">{t('orderDocuments.printPage.failed')}</p>
      )}
      {!documents && loaded.state !== 'failed' && <Spinner />}
      {documents?.map((document) => (
        <OrderDocumentSheet
          key={`${document.order_id}-${document.seller._id}`}
          document={document}
          kind={kind}
          language={language}
        />
      ))}
    </section>
  );
}

export function SellerOrderDocumentsPage() {
  return <OrderDocumentsPage audience="seller" />;
}

export function AdminOrderDocumentsPage() {
  return <OrderDocumentsPage audience="admin" />;
}
