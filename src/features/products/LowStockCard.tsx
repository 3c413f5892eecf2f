import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { normalizeError } from '../../api/errors';
import { getLowStockDefault, listSellerProducts, setLowStockDefault } from '../../api/products';
import type { Product } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { notifyError, notifySuccess } from '../../common/notify';
import { Card } from '../../components/Card';
import { FieldError, fieldErrorId } from '../../components/form/FieldError';
import { formatNumber } from '../../i18n/format';
import { numberMessage, typedNumberOf, type MessageKey } from '../../lib/entities/typedNumber';
import { LOW_STOCK } from '../../lib/entities/product';
import { productName } from './productDisplay';
import { StockLevelBadge } from './ProductVisuals';

/** How many low products the home lists; the link shows them all. */
const LISTED = 5;

interface LowStock {
  products: Product[];
  count: number;
  countIsLowerBound: boolean;
}

/**
 * The seller's home card of products at or below their low-stock threshold (lowest stock first, a link to all of
 * them in the inventory), and the seller's default threshold, which every product without its own follows.
 */
export function LowStockCard() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const titleId = useId();
  const [low, setLow] = useState<LowStock | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let current = true;
    listSellerProducts({ page: 1, limit: LISTED, filter: { stock: 'low' }, sort: 'stock_asc' }).then(
      (page) => current && setLow(page),
      () => current && setLow({ products: [], count: 0, countIsLowerBound: false }),
    );
    return () => {
      current = false;
    };
  }, [reload]);

  return (
    <Card as="section" labelledBy={titleId} className="mb-3">
      <h2 id={titleId} className="h5">
        {t('products.lowStock.title')}
      </h2>
      {low === null ? (
        <p className="text-muted" role="status">
          {t('app.loading')}
        </p>
      ) : low.count === 0 ? (
        <p className="text-muted">{t('products.lowStock.none')}</p>
      ) : (
        <>
          <p className="mb-2">
            {t(low.countIsLowerBound ? 'products.lowStock.countAtLeast' : 'products.lowStock.count', {
              count: low.count,
              n: formatNumber(low.count, language),
            })}
          </p>
          <ul className="list-group list-group-flush mb-2">
            {low.products.map((product) => (
              <li
                key={product._id}
                className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2 px-0"
              >
                <Link to={`/store/product/detail?id=${encodeURIComponent(product._id)}`} dir="auto">
                  {productName(product, language)}
                </Link>
                <span className="d-flex align-items-center gap-2 small">
                  {t('products.lowStock.left', {
                    n: formatNumber(product.stock_quantity, language),
                    threshold: formatNumber(product.low_stock.threshold, language),
                  })}
                  <StockLevelBadge product={product} />
                </span>
              </li>
            ))}
          </ul>
          <Link to={LOW_STOCK.inventoryAddress}>{t('products.lowStock.seeAll')}</Link>
        </>
      )}
      <DefaultThreshold onSaved={() => setReload((count) => count + 1)} />
    </Card>
  );
}

/** The seller's default threshold: shown, and changed in place. */
function DefaultThreshold({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<MessageKey | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    getLowStockDefault().then(
      (threshold) => {
        if (!current) return;
        setSaved(threshold);
        setTyped(String(threshold));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      typed.trim() === '' ? LOW_STOCK.threshold.invalidKey : numberMessage(LOW_STOCK.threshold, typed);
    const value = typedNumberOf(LOW_STOCK.threshold, typed.trim());
    if (problem || value === null) {
      setError(problem ?? LOW_STOCK.threshold.invalidKey);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const threshold = await setLowStockDefault(value);
      setSaved(threshold);
      setTyped(String(threshold));
      notifySuccess('products.lowStock.defaultSaved');
      onSaved();
    } catch (failure) {
      notifyError(normalizeError(failure));
    } finally {
      setSaving(false);
    }
  };

  if (saved === null) return null;
  const errorName = `${id}-threshold`;
  return (
    <form className="mt-3 border-top pt-3" onSubmit={save} noValidate>
      <label htmlFor={`${id}-input`} className="form-label small mb-1">
        {t('products.lowStock.defaultLabel')}
      </label>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <input
          id={`${id}-input`}
          type="text"
          inputMode="numeric"
          dir="ltr"
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          style={{ maxWidth: '8rem' }}
          value={typed}
          maxLength={LOW_STOCK.threshold.maxLength}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${fieldErrorId(errorName)}` : ''}`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary btn-sm" disabled={saving}>
          {t('common.save')}
        </button>
      </div>
      {error && <FieldError name={errorName} error={error} />}
      <div id={`${id}-hint`} className="form-text">
        {t('products.lowStock.defaultHint')}
      </div>
    </form>
  );
}
