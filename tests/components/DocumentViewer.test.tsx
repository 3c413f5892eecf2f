import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocumentViewer } from '../../src/components/DocumentViewer';
import { renderPage } from '../setup/render';

const IMAGE = '/api/v1/files/1.sig/0123456789abcdef0123456789abcdef.png';
const PDF = '/api/v1/files/1.sig/0123456789abcdef0123456789abcdef.pdf';

describe('DocumentViewer', () => {
  it('zooms in steps and turns an image a quarter at a time with its buttons (English)', async () => {
    renderPage(
      <DocumentViewer
        url={IMAGE}
        title="Front ID, user's file"
        downloadName="RCRT-000014-front-id-2026-11-23.png"
      />,
      { language: 'en' },
    );
    const user = userEvent.setup();
    const image = screen.getByRole('img', { name: "Front ID, user's file" });
    expect(image).toHaveAttribute('src', IMAGE);
    expect(image.style.transform).toBe('scale(1) rotate(0deg)');

    const controls = screen.getByRole('group', { name: "Zoom and rotate Front ID, user's file" });
    await user.click(within(controls).getByRole('button', { name: 'Zoom in' }));
    expect(image.style.transform).toBe('scale(1.25) rotate(0deg)');
    expect(within(controls).getByText('125%')).toBeInTheDocument();
    await user.click(within(controls).getByRole('button', { name: 'Rotate 90° clockwise' }));
    expect(image.style.transform).toBe('scale(1.25) rotate(90deg)');
    await user.click(within(controls).getByRole('button', { name: 'Zoom out' }));
    await user.click(within(controls).getByRole('button', { name: 'Zoom out' }));
    expect(image.style.transform).toBe('scale(0.75) rotate(90deg)');
    await user.click(within(controls).getByRole('button', { name: 'Reset zoom and rotation' }));
    expect(image.style.transform).toBe('scale(1) rotate(0deg)');

    // The smallest step: the button stays focusable but says it does nothing more.
    const zoomOut = within(controls).getByRole('button', { name: 'Zoom out' });
    await user.click(zoomOut);
    await user.click(zoomOut);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomOut);
    expect(image.style.transform).toBe('scale(0.5) rotate(0deg)');

    const download = within(controls).getByRole('link', { name: "Download Front ID, user's file" });
    expect(download).toHaveAttribute('href', `${IMAGE}?download=RCRT-000014-front-id-2026-11-23.png`);
    expect(download).toHaveAttribute('download', 'RCRT-000014-front-id-2026-11-23.png');
  });

  it('is worked from the keyboard: the buttons in order, and + − R 0 on the focused frame (Arabic)', async () => {
    renderPage(<DocumentViewer url={IMAGE} title="وجه البطاقة، ملف المستخدم" />, { language: 'ar' });
    const user = userEvent.setup();
    const image = screen.getByRole('img', { name: 'وجه البطاقة، ملف المستخدم' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'تصغير' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'تكبير' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(image.style.transform).toBe('scale(1.25) rotate(0deg)');
    await user.tab();
    expect(screen.getByRole('button', { name: 'تدوير 90° مع عقارب الساعة' })).toHaveFocus();
    await user.keyboard(' ');
    expect(image.style.transform).toBe('scale(1.25) rotate(90deg)');
    await user.tab();
    expect(screen.getByRole('button', { name: 'إعادة التكبير والتدوير إلى الأصل' })).toHaveFocus();
    await user.tab();
    const frame = screen.getByRole('region', { name: 'وجه البطاقة، ملف المستخدم: مرّر لرؤيته كاملًا' });
    expect(frame).toHaveFocus();
    await user.keyboard('+r');
    expect(image.style.transform).toBe('scale(1.5) rotate(180deg)');
    await user.keyboard('-');
    expect(image.style.transform).toBe('scale(1.25) rotate(180deg)');
    await user.keyboard('0');
    expect(image.style.transform).toBe('scale(1) rotate(0deg)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves room to scroll to every part of a turned image, and says so when the file cannot be shown', () => {
    renderPage(<DocumentViewer url={IMAGE} title="Front ID" />, { language: 'en' });
    const image = screen.getByRole('img', { name: 'Front ID' });
    // A landscape card, 1.6 times as wide as high.
    Object.defineProperty(image, 'naturalWidth', { value: 1600 });
    Object.defineProperty(image, 'naturalHeight', { value: 1000 });
    fireEvent.load(image);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate 90° clockwise' }));
    // Turned, it is 1 frame-width high where its box is 1/1.6: 18.75% of the width above and below.
    expect(image.parentElement?.style.padding).toBe('18.75% 0%');
    fireEvent.error(image);
    expect(screen.getByRole('alert')).toHaveTextContent('The file could not be shown');
  });

  it.each([
    ['en', 'PDF not showing here?', 'Open it in a new tab', 'Download Company registration'],
    ['ar', 'لا يظهر ملف PDF هنا؟', 'افتحه في علامة تبويب جديدة', 'تنزيل Company registration'],
  ] as const)(
    'shows a PDF in a frame, with a link to open it apart (%s)',
    (language, fallback, open, save) => {
      renderPage(
        <DocumentViewer
          url={PDF}
          title="Company registration"
          downloadName="RCRT-000014-company-registration-2026-11-23.pdf"
        />,
        { language },
      );
      const frame = screen.getByTitle('Company registration');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', PDF);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByText(fallback)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: open })).toHaveAttribute('href', PDF);
      expect(screen.getByRole('link', { name: open })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: save })).toHaveAttribute(
        'href',
        `${PDF}?download=RCRT-000014-company-registration-2026-11-23.pdf`,
      );
    },
  );
});
