import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product, ProductImage } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { InlineConfirm } from '../../components/InlineConfirm';
import { PLACEHOLDER_IMAGE } from './productDisplay';
import { ProductPhotoModal } from './ProductPhotoModal';
import { updateProduct } from './productsSlice';
import { PhotoImage } from './ProductVisuals';

const addressOf = (image: ProductImage): string => image.url || image.admin_url || '';

/**
 * Every photo of a product (docs/products.md `product_images`, the first being the main one): the chosen one large,
 * all of them as thumbnail buttons, and for the chosen one buttons to make it the main photo, move it earlier
 * or later, or delete it (asked first: an uploaded file is deleted with it). Each change is saved at once
 * through update-product. Buttons that cannot act say so with aria-disabled rather than disabled, so the
 * keyboard focus stays on them.
 */
export function ProductGallery({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const images = product.product_images.filter((image) => addressOf(image));
  const [shownAddress, setShownAddress] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a deletion the button that had the focus is gone: the focus moves to the photo shown next.
  const refocus = useRef(false);
  const frame = useRef<HTMLDivElement>(null);
  const found = images.findIndex((image) => addressOf(image) === shownAddress);
  const current = found === -1 ? 0 : found;
  const total = images.length;
  const last = total - 1;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const target = (selector: string) => frame.current?.querySelector<HTMLElement>(selector);
    (target('[aria-pressed="true"]') ?? target('.gallery-upload'))?.focus();
  });

  const save = async (next: ProductImage[], shown: string | null, messageKey: string, n?: number) => {
    if (busy) return false;
    setBusy(true);
    const result = await dispatch(
      updateProduct({
        id: product._id,
        changes: { product_images: next.map((image) => ({ url: addressOf(image) })) },
      }),
    );
    setBusy(false);
    if (!updateProduct.fulfilled.match(result)) return false;
    setShownAddress(shown);
    notifySuccess(messageKey, n === undefined ? undefined : { n });
    return true;
  };

  const move = (to: number) => {
    if (to < 0 || to > last || to === current) return;
    const next = [...images];
    const [photo] = next.splice(current, 1);
    if (!photo) return;
    next.splice(to, 0, photo);
    void save(
      next,
      addressOf(photo),
      to === 0 ? 'products.gallery.madeMain' : 'products.gallery.moved',
      to + 1,
    );
  };

  const remove = async () => {
    const next = images.filter((_, index) => index !== current);
    const shown = next[Math.min(current, next.length - 1)];
    if (await save(next, shown ? addressOf(shown) : null, 'products.gallery.deleted')) {
      refocus.current = true;
      setConfirming(false);
    }
  };

  const shown = images[current];
  const ariaDisabled = (blocked: boolean) => (blocked || busy ? { 'aria-disabled': true } : {});

  return (
    <div ref={frame} className="d-grid gap-2">
      <PhotoImage src={shown ? addressOf(shown) : PLACEHOLDER_IMAGE} size={240} alt={name} />
      <button
        type="button"
        className="btn btn-outline-primary gallery-upload"
        onClick={() => setUploading(true)}
      >
        {t('products.photo.open')}
      </button>
      {total > 0 && (
        <>
          <ul
            className="list-unstyled d-flex flex-wrap justify-content-center gap-2 m-0"
            aria-label={t('products.gallery.photos', { count: total })}
          >
            {images.map((image, index) => (
              <li key={`${index}-${addressOf(image)}`}>
                <button
                  type="button"
                  className={`btn p-0 border-2${index === current ? ' border-primary' : ''}`}
                  aria-pressed={index === current}
                  aria-label={t(index === 0 ? 'products.gallery.showMain' : 'products.gallery.show', {
                    n: index + 1,
                    total,
                  })}
                  onClick={() => {
                    setShownAddress(addressOf(image));
                    setConfirming(false);
                  }}
                >
                  <PhotoImage src={addressOf(image)} size={56} alt="" />
                </button>
              </li>
            ))}
          </ul>
          <div
            role="group"
            aria-label={t('products.gallery.actions', { n: current + 1, total })}
            className="d-flex flex-wrap justify-content-center gap-1"
          >
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              {...ariaDisabled(current === 0)}
              onClick={() => move(0)}
            >
              {current === 0 ? t('products.gallery.isMain') : t('products.gallery.makeMain')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              {...ariaDisabled(current === 0)}
              onClick={() => move(current - 1)}
            >
              {t('products.gallery.earlier')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              {...ariaDisabled(current === last)}
              onClick={() => move(current + 1)}
            >
              {t('products.gallery.later')}
            </button>
            {!confirming && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                {...ariaDisabled(false)}
                onClick={() => setConfirming(true)}
              >
                {t('products.gallery.delete')}
              </button>
            )}
          </div>
          {confirming && (
            // Asked in place, like deleting a category field: nothing else on the page is blocked.
            <InlineConfirm
              busy={busy}
              onCancel={() => {
                refocus.current = true;
                setConfirming(false);
              }}
              onConfirm={() => void remove()}
            >
              {t('products.gallery.deleteText', { n: current + 1 })}
            </InlineConfirm>
          )}
        </>
      )}
      {uploading && (
        <ProductPhotoModal
          product={product}
          onClose={() => {
            setUploading(false);
            // A new photo becomes the main one: show it.
            setShownAddress(null);
          }}
        />
      )}
    </div>
  );
}
