import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { downloadUrl, isPdfUrl } from '../lib/documentFileName';

/** The zoom levels the buttons step through; 1 fits the image to the width of the frame. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const FIT = ZOOM_STEPS.indexOf(1);
const LAST = ZOOM_STEPS.length - 1;

interface DocumentViewerProps {
  /** The file (an image, or a PDF: told apart by the URL's ending, as stored names end with their type). */
  url: string;
  /** What the file is ("Front ID, user's file"): the image's text, the frame's title, the controls' name. */
  title: string;
  /** The name the file is saved under; without one, no download link. */
  downloadName?: string;
}

/**
 * How far the turned and zoomed image reaches past the box it is laid out in, on each side, in hundredths of
 * the frame's width (the unit of a percentage padding). A transform does not move the layout, so without this
 * room the parts above and before the box could not be scrolled to.
 */
const overhang = (zoom: number, quarterTurn: boolean, aspect: number) => {
  const width = 1;
  const height = 1 / aspect;
  const shownWidth = zoom * (quarterTurn ? height : width);
  const shownHeight = zoom * (quarterTurn ? width : height);
  return {
    block: (Math.max(0, shownHeight - height) / 2) * 100,
    inline: (Math.max(0, shownWidth - width) / 2) * 100,
  };
};

/**
 * A document on screen. An image can be zoomed in steps and turned a quarter at a time (buttons, or + − 0 R
 * on the focused frame), scrolled within its frame at any width; a PDF is shown in a frame by the browser's own
 * viewer, with a link to open it apart where the browser shows no PDF inside a page (most phones).
 */
export function DocumentViewer({ url, title, downloadName }: DocumentViewerProps) {
  const { t } = useTranslation();
  const pdf = isPdfUrl(url);
  const [step, setStep] = useState(FIT);
  const [turns, setTurns] = useState(0);
  const [aspect, setAspect] = useState(1);
  // Kept by URL: the same document signed anew (a user record fetched again) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const rotation = turns * 90;

  // A zoom or a turn keeps the middle of the image in the middle of the frame; a tall scan opens at its top.
  const moved = useRef(false);
  useLayoutEffect(() => {
    const frame = stage.current;
    if (!frame || !moved.current) return;
    frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2;
    frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2;
  }, [step, turns]);

  // At either end a zoom button stays focusable (aria-disabled): a disabled one would drop the keyboard's focus.
  const zoomIn = () => {
    moved.current = true;
    setStep((current) => Math.min(current + 1, LAST));
  };
  const zoomOut = () => {
    moved.current = true;
    setStep((current) => Math.max(current - 1, 0));
  };
  const reset = () => {
    moved.current = true;
    setStep(FIT);
    setTurns(0);
  };
  const rotate = () => {
    moved.current = true;
    setTurns((current) => (current + 1) % 4);
  };

  const download = downloadName ? (
    <a
      href={downloadUrl(url, downloadName)}
      download={downloadName}
      className="btn btn-sm btn-outline-secondary"
      aria-label={t('documentViewer.downloadNamed', { document: title })}
    >
      {t('documentViewer.download')}
    </a>
  ) : null;

  if (pdf) {
    return (
      <div className="document-viewer">
        <iframe
          src={url}
          title={title}
          className="d-block w-100 border rounded bg-light"
          style={{ height: 'min(75vh, 48rem)', minHeight: '20rem' }}
        />
        <div className="d-flex flex-wrap gap-2 align-items-center mt-2 small">
          <span>{t('documentViewer.pdfFallback')}</span>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('documentViewer.openPdf')}
          </a>
          {download}
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': reset,
      r: rotate,
    };
    const action = actions[event.key.toLowerCase()];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const room = overhang(zoom, turns % 2 === 1, aspect);
  const percent = `${Math.round(zoom * 100)}%`;
  const imageStyle: CSSProperties = {
    display: 'block',
    width: '100%',
    height: 'auto',
    transform: `scale(${zoom}) rotate(${rotation}deg)`,
    transformOrigin: 'center center',
  };

  return (
    <div className="document-viewer">
      <div
        role="group"
        aria-label={t('documentViewer.controls', { document: title })}
        className="d-flex flex-wrap gap-1 align-items-center mb-2"
      >
        <button
          type="button"
          className={`btn btn-sm btn-outline-secondary${step === 0 ? ' disabled' : ''}`}
          onClick={zoomOut}
          aria-disabled={step === 0}
          aria-label={t('documentViewer.zoomOut')}
          aria-keyshortcuts="-"
          title={t('documentViewer.zoomOut')}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="small px-1" aria-live="polite" aria-label={t('documentViewer.zoom', { percent })}>
          <bdi dir="ltr">{percent}</bdi>
        </output>
        <button
          type="button"
          className={`btn btn-sm btn-outline-secondary${step === LAST ? ' disabled' : ''}`}
          onClick={zoomIn}
          aria-disabled={step === LAST}
          aria-label={t('documentViewer.zoomIn')}
          aria-keyshortcuts="+"
          title={t('documentViewer.zoomIn')}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={rotate}
          aria-label={t('documentViewer.rotate')}
          aria-keyshortcuts="R"
          title={t('documentViewer.rotate')}
        >
          <span aria-hidden="true">↻</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={reset}
          aria-label={t('documentViewer.resetLabel')}
          aria-keyshortcuts="0"
        >
          {t('documentViewer.reset')}
        </button>
        {download}
      </div>
      {failedUrl === url ? (
        <p className="alert alert-warning small mb-0" role="alert">
          {t('documentViewer.failed')}
        </p>
      ) : (
        // The frame scrolls the zoomed image; focusable so the keyboard can scroll it and use the shortcuts.
        // Left to right whatever the page's direction, so scrolling starts from the same side as the image.
        <div
          ref={stage}
          role="region"
          aria-label={t('documentViewer.stage', { document: title })}
          tabIndex={0}
          dir="ltr"
          className="border rounded bg-light"
          style={{ overflow: 'auto', maxHeight: 'min(70vh, 40rem)' }}
          onKeyDown={onKeyDown}
        >
          <div style={{ boxSizing: 'content-box', width: '100%', padding: `${room.block}% ${room.inline}%` }}>
            <img
              src={url}
              alt={title}
              style={imageStyle}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && naturalHeight > 0) setAspect(naturalWidth / naturalHeight);
              }}
              onError={() => setFailedUrl(url)}
            />
          </div>
        </div>
      )}
    </div>
  );
}
