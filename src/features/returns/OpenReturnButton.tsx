import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { uploadReturnPhoto } from '../../api/returns';
import type { OrderLine } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { FileButton } from '../../components/FileButton';
import { ReasonModal, type ChosenReason } from '../../components/ReasonModal';
import { formatNumber } from '../../i18n/format';
import { toAsciiDigits } from '../../lib/digits';
import { RETURN_PHOTOS_MAX, RETURN_REASONS, RETURNABLE_LINE_STATUSES } from '../../lib/returns';
import { returnCasePath } from './paths';
import { openReturn } from './returnsSlice';

/** What may still come back of a line, as far as the page knows (open cases are the server's to count). */
const leftOf = (line: OrderLine) => line.quantity - line.returned_quantity;

/**
 * Customer service opens a return case for an order line: delivered units (up to what has not come back yet), or
 * a shipment refused at the door (all of it). The case page opens once the server has made it.
 */
export function OpenReturnButton({
  orderId,
  line,
  productName,
}: {
  orderId: string;
  line: OrderLine;
  productName: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const quantityId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [photos, setPhotos] = useState<{ url: string; preview: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  if (!RETURNABLE_LINE_STATUSES.includes(line.status) || leftOf(line) <= 0) return null;
  const atDoor = line.status === 'shipped';
  const most = leftOf(line);

  const start = () => {
    setTyped(String(atDoor ? line.quantity : most));
    setProblem(null);
    setPhotos([]);
    setOpen(true);
  };

  const addPhoto = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadReturnPhoto(file);
      setPhotos((before) => [...before, uploaded]);
    } catch {
      // The API client has shown why (not an image, too large, over the quota).
    } finally {
      setUploading(false);
    }
  };

  const submit = async (reason: ChosenReason) => {
    const quantity = Number(toAsciiDigits(typed.trim()));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > most) {
      setProblem(t('returns.open.quantityRange', { most: formatNumber(most, language) }));
      return;
    }
    setBusy(true);
    const result = await dispatch(
      openReturn({
        order_id: orderId,
        product_id: line.data._id,
        quantity,
        reason,
        ...(photos.length > 0 ? { photos: photos.map((photo) => photo.url) } : {}),
      } as Parameters<typeof openReturn>[0]),
    );
    setBusy(false);
    if (openReturn.fulfilled.match(result)) {
      notifySuccess('returns.toast.opened', { reference: result.payload.reference });
      setOpen(false);
      void navigate(returnCasePath(result.payload._id));
      return;
    }
    const fields = (result.payload as ApiError | undefined)?.fields;
    const byLanguage = fields?.quantity;
    if (byLanguage) setProblem(byLanguage[language] ?? byLanguage.en ?? null);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={start}
        aria-label={t('returns.open.buttonNamed', { name: productName })}
      >
        {t('returns.open.button')}
      </button>
      {open && (
        <ReasonModal
          title={t('returns.open.title', { name: productName })}
          intro={t(atDoor ? 'returns.open.introAtDoor' : 'returns.open.intro', {
            most: formatNumber(most, language),
          })}
          confirmLabel={t('returns.open.confirm')}
          options={RETURN_REASONS.customer.map((reason) => ({
            value: reason.value,
            label: reason[language],
          }))}
          busy={busy}
          onConfirm={(reason) => void submit(reason)}
          onCancel={() => setOpen(false)}
        >
          <div className="mb-2">
            <label htmlFor={quantityId} className="form-label">
              {t('returns.open.quantity')}
            </label>
            <input
              id={quantityId}
              className={`form-control${problem ? ' is-invalid' : ''}`}
              inputMode="numeric"
              value={typed}
              readOnly={atDoor}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${quantityId}-problem` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            {problem && (
              <div id={`${quantityId}-problem`} className="invalid-feedback d-block">
                {problem}
              </div>
            )}
          </div>
          <div className="mb-2">
            <p className="form-label mb-1">{t('returns.open.photos')}</p>
            {photos.length > 0 && (
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
                {photos.map((photo, index) => (
                  <li key={photo.url}>
                    <img
                      src={photo.preview}
                      alt={t('returns.case.photo', { number: formatNumber(index + 1, language) })}
                      width={64}
                      height={64}
                      className="rounded border object-fit-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
            {photos.length < RETURN_PHOTOS_MAX && (
              <FileButton
                label={t(uploading ? 'returns.open.uploading' : 'returns.open.addPhoto')}
                accessibleLabel={t('returns.open.addPhoto')}
                accept="image/png,image/jpeg,image/gif,image/webp"
                disabled={uploading}
                onFile={(file) => void addPhoto(file)}
              />
            )}
          </div>
        </ReasonModal>
      )}
    </>
  );
}
