import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  documentFileName,
  downloadUrl,
  isCalendarDay,
  isDocumentFileNameOf,
  isPdfUrl,
  typeOfStoredUrl,
  type DocumentFileNameParts,
} from '../../../src/lib/documentFileName';

const NOW = new Date('2026-12-01T10:00:00Z');

describe('documentFileName', () => {
  it.each<[string, DocumentFileNameParts, string]>([
    [
      'a front ID image',
      { refId: 'RCRT-000014', kind: 'kyc_front', mime: 'image/png', submittedAt: '2026-11-23T09:15:00Z' },
      'RCRT-000014-front-id-2026-11-23.png',
    ],
    [
      'a back ID JPEG (jpg, whatever the type is called)',
      { refId: 'RCRT-000014', kind: 'kyc_back', mime: 'image/jpeg', submittedAt: '2026-11-23T09:15:00Z' },
      'RCRT-000014-back-id-2026-11-23.jpg',
    ],
    [
      'a company registration PDF',
      {
        refId: 'SELR-00A7B2',
        kind: 'company_reg',
        mime: 'application/pdf',
        submittedAt: '2026-03-02T12:00:00Z',
      },
      'SELR-00A7B2-company-registration-2026-03-02.pdf',
    ],
    [
      'a WebP with its type in capitals',
      { refId: 'RCRT-000014', kind: 'kyc_front', mime: 'IMAGE/WEBP', submittedAt: '2026-11-23T09:15:00Z' },
      'RCRT-000014-front-id-2026-11-23.webp',
    ],
    [
      'late at night in Cairo: the Egyptian day, not the UTC one',
      { refId: 'RCRT-000014', kind: 'kyc_front', mime: 'image/gif', submittedAt: '2026-11-23T22:30:00Z' },
      'RCRT-000014-front-id-2026-11-24.gif',
    ],
    [
      'no submission date: today',
      { refId: 'RCRT-000014', kind: 'kyc_front', mime: 'image/png', now: NOW },
      'RCRT-000014-front-id-2026-12-01.png',
    ],
    [
      'an unreadable submission date: today',
      { refId: 'RCRT-000014', kind: 'kyc_back', mime: 'image/png', submittedAt: 'soon', now: NOW },
      'RCRT-000014-back-id-2026-12-01.png',
    ],
    [
      'a type no document has',
      {
        refId: 'RCRT-000014',
        kind: 'company_reg',
        mime: 'application/zip',
        submittedAt: '2026-11-23T09:00:00Z',
      },
      'RCRT-000014-company-registration-2026-11-23.bin',
    ],
    [
      'a reference with characters a file name must not hold',
      {
        refId: '../RC"RT\r\n-0001/4',
        kind: 'kyc_front',
        mime: 'image/png',
        submittedAt: '2026-11-23T09:00:00Z',
      },
      'RCRT-00014-front-id-2026-11-23.png',
    ],
    [
      'no reference id',
      { refId: undefined, kind: 'kyc_front', mime: 'image/png', submittedAt: '2026-11-23T09:00:00Z' },
      'user-front-id-2026-11-23.png',
    ],
  ])('names %s', (_case, parts, expected) => {
    expect(documentFileName(parts)).toBe(expected);
  });
});

describe('isDocumentFileNameOf', () => {
  const owner = { refId: 'RCRT-000014', kind: 'kyc_front', mime: 'image/png' } as const;
  it.each([
    ['RCRT-000014-front-id-2026-11-23.png', true],
    ['RCRT-000014-front-id-2020-02-29.png', true],
    ['RCRT-000014-front-id-2026-02-30.png', false],
    ['RCRT-000014-front-id-2026-11-23.jpg', false],
    ['RCRT-000014-back-id-2026-11-23.png', false],
    ['RCRT-000015-front-id-2026-11-23.png', false],
    ['RCRT-000014-front-id-2026-11-23.png"; x=1', false],
    ['RCRT-000014-front-id-2026-11-23.png\r\nSet-Cookie: a=1', false],
    ['../RCRT-000014-front-id-2026-11-23.png', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isDocumentFileNameOf(name, owner)).toBe(expected);
  });
});

describe('days and types', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['23-11-2026', false],
  ])('isCalendarDay(%s) is %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('tells the Egyptian day of a moment', () => {
    expect(calendarDayOf('2026-07-10T21:30:00Z')).toBe('2026-07-11');
    expect(calendarDayOf('2026-07-10T20:30:00Z')).toBe('2026-07-10');
    expect(calendarDayOf('not a date')).toBeNull();
  });

  it.each([
    ['/api/v1/files/123.abc/0123456789abcdef0123456789abcdef.png', 'image/png'],
    ['/api/v1/files/0123456789abcdef0123456789abcdef.JPG', 'image/jpeg'],
    ['/api/v1/files/123.abc/0123456789abcdef0123456789abcdef.pdf?download=x.png', 'application/pdf'],
    ['/api/v1/files/123.abc/noextension', null],
    ['/api/v1.2/files/name', null],
  ])('the type of %s is %s', (url, type) => {
    expect(typeOfStoredUrl(url)).toBe(type);
  });

  it('asks for a download by name, keeping the query the URL has', () => {
    expect(downloadUrl('/f/a.pdf', 'RCRT-000014-company-registration-2026-11-23.pdf')).toBe(
      '/f/a.pdf?download=RCRT-000014-company-registration-2026-11-23.pdf',
    );
    expect(downloadUrl('/f/a.png?v=1', 'a b')).toBe('/f/a.png?v=1&download=a%20b');
    expect(isPdfUrl('/f/a.pdf')).toBe(true);
    expect(isPdfUrl('/f/a.png')).toBe(false);
  });
});
