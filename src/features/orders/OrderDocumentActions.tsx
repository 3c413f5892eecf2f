import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { downloadOrderDocuments } from '../../api/orderDocuments';
import type { OrderDetail } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { UNSOLD_LINE_STATUSES, type OrderDocumentKind } from '../../lib/orderDocuments';
import { orderDocumentsPrintPath } from './orderDocumentPaths';
import type { OrdersAudience } from './ordersSlice';

const KINDS: { kind: OrderDocumentKind; print: string; download: string }[] = [
  {
    kind: 'packing_slip',
    print: 'orderDocuments.actions.printPackingSlip',
    download: 'orderDocuments.actions.downloadPackingSlip',
  },
  {
    kind: 'invoice',
    print: 'orderDocuments.actions.printInvoice',
    download: 'orderDocuments.actions.downloadInvoice',
  },
];

/**
 * The order page's packing slip and invoice: printed from the print page, or downloaded as a PDF in the page's
 * language. Not offered while every line the caller sees was cancelled or refused (nothing to pack or bill).
 */
export function OrderDocumentActions({ audience, order }: { audience: OrdersAudience; order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [preparing, setPreparing] = useState<OrderDocumentKind | null>(null);
  if (order.product.every((line) => UNSOLD_LINE_STATUSES.includes(line.status))) return null;

  const download = async (kind: OrderDocumentKind) => {
    setPreparing(kind);
    try {
      await downloadOrderDocuments(kind, [order._id], language);
    } catch {
      // The API client has already told the user why.
    } finally {
      setPreparing(null);
    }
  };

  return (
    <div
      className="d-flex flex-wrap gap-2 mb-3 d-print-none"
      role="group"
      aria-label={t('orderDocuments.actions.label')}
    >
      {KINDS.map(({ kind, print }) => (
        <Link
          key={`print-${kind}`}
          className="btn btn-outline-secondary btn-sm"
          to={orderDocumentsPrintPath(audience, kind, [order._id])}
        >
          {t(print)}
        </Link>
      ))}
      {KINDS.map(({ kind, download: label }) => (
        <button
          key={`download-${kind}`}
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={preparing !== null}
          aria-busy={preparing === kind}
          onClick={() => void download(kind)}
        >
          {preparing === kind ? t('orderDocuments.actions.preparing') : t(label)}
        </button>
      ))}
    </div>
  );
}
