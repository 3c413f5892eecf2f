import { describe, expect, it } from 'vitest';
import { checkImageLink } from '../../../../src/lib/spreadsheet/imageLinks';

describe('checkImageLink', () => {
  it.each([
    'https://cdn.example.eg/p/1.jpg',
    'http://images.souq-cdn.com/a/b.PNG?size=2',
    'https://x.example.com/i.webp',
  ])('accepts the image address %s', (url) => {
    expect(checkImageLink(url)).toMatchObject({ ok: true, warning: null });
  });

  it.each([
    ['https://a.example.eg/1.jpg https://a.example.eg/2.jpg', 'oneLinkPerCell'],
    ['https://a.example.eg/1.jpg,https://a.example.eg/2.jpg', 'oneLinkPerCell'],
    ['https://a.example.eg/1.jpg\nhttps://a.example.eg/2.jpg', 'oneLinkPerCell'],
    ['https://a.example.eg/my photo.jpg', 'invalidImageUrl'],
    ['ftp://a.example.eg/1.jpg', 'invalidImageUrl'],
    ['www.example.eg/1.jpg', 'invalidImageUrl'],
    ['javascript:alert(1)', 'invalidImageUrl'],
    ['https://user:pass@example.eg/1.jpg', 'invalidImageUrl'],
    ['http://localhost/1.png', 'privateImageHost'],
    ['http://127.0.0.1:8080/1.png', 'privateImageHost'],
    ['http://10.0.0.5/1.png', 'privateImageHost'],
    ['http://172.20.1.1/1.png', 'privateImageHost'],
    ['http://192.168.1.1/1.png', 'privateImageHost'],
    ['http://169.254.169.254/latest/meta-data', 'privateImageHost'],
    ['http://[::1]/1.png', 'privateImageHost'],
    ['http://[fd00::1]/1.png', 'privateImageHost'],
    ['http://2130706433/1.png', 'privateImageHost'],
    ['http://0x7f000001/1.png', 'privateImageHost'],
    ['http://printer.local/1.png', 'privateImageHost'],
    ['http://intranet/1.png', 'privateImageHost'],
  ])('refuses %s as %s', (url, problem) => {
    expect(checkImageLink(url)).toEqual({ ok: false, problem });
  });

  it.each([
    'https://shop.example.eg/product.html',
    'https://drive.google.com/file/d/abc/view',
    'https://www.dropbox.com/s/abc/photo.jpg',
    'https://example.eg/gallery/',
  ])('flags %s as plainly not an image, without refusing it', (url) => {
    expect(checkImageLink(url)).toMatchObject({ ok: true, warning: 'notAnImageLink' });
  });
});
