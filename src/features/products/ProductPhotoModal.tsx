import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifyFailure, notifySuccess } from '../../common/notify';
import { Modal } from '../../components/Modal';
import { uploadProductImage, updateProduct } from './productsSlice';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FileInput } from '../../components/form/FileInput';
import { MAX_IMAGE_URL_LENGTH } from '../../lib/spreadsheet/imageLinks';

const MAX_IMAGES = 8;
const LINK_PATTERN = /^(https?:\/\/\S+|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*)$/i;
const LOAD_TIMEOUT_MS = 10_000;

/** A link is only accepted once the browser has actually loaded it as an image (docs/screens.md). */
export function loadsAsImage(url: string): Promise<boolean> {
  if (!LINK_PATTERN.test(url)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image.naturalWidth > 0);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

/** The upload-photo dialog of the product detail: a file from the device, or a link to an image. */
export function ProductPhotoModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ids = { file: useId(), link: useId(), error: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const url = link.trim();
    if (!file && !url) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      if (file) {
        const result = await dispatch(uploadProductImage({ id: product._id, file }));
        if (!uploadProductImage.fulfilled.match(result)) return;
      } else {
        if (!(await loadsAsImage(url))) {
          notifyFailure('products.photo.invalidUrl');
          return;
        }
        const others = product.product_images
          .map((image) => image.url)
          .filter((existing): existing is string => Boolean(existing) && existing !== url);
        const images = [url, ...others].slice(0, MAX_IMAGES).map((existing) => ({ url: existing }));
        const result = await dispatch(
          updateProduct({ id: product._id, changes: { product_images: images } }),
        );
        if (!updateProduct.fulfilled.match(result)) return;
      }
      notifySuccess('products.photo.uploaded');
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('products.photo.title')}
      onClose={onClose}
      actions={{
        confirmLabel: busy ? t('products.photo.uploading') : t('products.photo.submit'),
        onConfirm: () => void submit(),
        busy,
      }}
    >
      <FieldFrame controlId={ids.file} label={t('products.photo.file')}>
        <FileInput
          id={ids.file}
          fileName={file?.name}
          invalid={missing}
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby={ids.error}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </FieldFrame>
      <p className="text-center text-muted small my-2">{t('products.photo.or')}</p>
      <FieldFrame
        controlId={ids.link}
        label={t('products.photo.link')}
        hint={t('products.photo.linkHint')}
        className="mb-2"
      >
        <input
          id={ids.link}
          type="url"
          dir="ltr"
          className="form-control"
          placeholder="https://"
          maxLength={MAX_IMAGE_URL_LENGTH}
          value={link}
          disabled={Boolean(file)}
          onChange={(event) => {
            setLink(event.target.value);
            setMissing(false);
          }}
        />
      </FieldFrame>
      <div id={ids.error} className="invalid-feedback d-block" aria-live="polite">
        {missing ? t('products.photo.fileRequired') : ''}
      </div>
    </Modal>
  );
}
