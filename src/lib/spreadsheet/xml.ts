/**
 * A forward-only XML scanner for the parts of an .xlsx, linear in the length of the text whatever it holds
 * (a run of millions of characters, thousands of attributes, deep nesting), so a crafted file costs no more
 * than its size. It understands what spreadsheet programs write: elements, attributes, text, the five
 * named entities and character references; namespace prefixes are dropped. DOCTYPEs are skipped, never
 * expanded.
 */
import { SheetReadError } from './cells';
import type { Deadline } from './deadline';

export type Attributes = Record<string, string>;

export interface XmlHandlers {
  open?(name: string, attributes: Attributes, selfClosing: boolean): void;
  close?(name: string): void;
  /** Raw text between tags; decode it with decodeEntities when it is kept. */
  text?(raw: string): void;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeEntities = (raw: string): string => {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,4});/g, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
};

/** "x:c" → "c": some writers prefix the spreadsheet namespace. */
const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const isSpace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Reads the attributes of a start tag between `start` and `end` (exclusive), in one pass. */
const readAttributes = (xml: string, start: number, end: number): Attributes => {
  const attributes: Attributes = {};
  let at = start;
  while (at < end) {
    while (at < end && isSpace(xml.charCodeAt(at))) at += 1;
    const nameStart = at;
    while (at < end && xml[at] !== '=' && !isSpace(xml.charCodeAt(at))) at += 1;
    const name = xml.slice(nameStart, at);
    while (at < end && isSpace(xml.charCodeAt(at))) at += 1;
    if (xml[at] !== '=') {
      at += 1;
      continue;
    }
    at += 1;
    while (at < end && isSpace(xml.charCodeAt(at))) at += 1;
    const quote = xml[at];
    if (quote !== '"' && quote !== "'") throw new SheetReadError('unreadable');
    const close = xml.indexOf(quote, at + 1);
    if (close < 0 || close > end) throw new SheetReadError('unreadable');
    if (name) attributes[localName(name)] = decodeEntities(xml.slice(at + 1, close));
    at = close + 1;
  }
  return attributes;
};

/** Where the start tag beginning at `start` ends: the first '>' outside a quoted attribute value. */
const tagEnd = (xml: string, start: number): number => {
  let quote = '';
  for (let at = start; at < xml.length; at += 1) {
    const char = xml[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at;
  }
  throw new SheetReadError('unreadable');
};

export const scanXml = (xml: string, handlers: XmlHandlers, deadline: Deadline): void => {
  let at = 0;
  const { open, close, text } = handlers;
  while (at < xml.length) {
    deadline.check();
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      if (text && at < xml.length) text(xml.slice(at));
      return;
    }
    if (lt > at && text) text(xml.slice(at, lt));
    const next = xml[lt + 1];
    if (next === '?') {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0) throw new SheetReadError('unreadable');
      at = end + 2;
    } else if (next === '!') {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        if (end < 0) throw new SheetReadError('unreadable');
        at = end + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end < 0) throw new SheetReadError('unreadable');
        // CDATA is literal text: escape what decodeEntities would otherwise read.
        if (text) text(xml.slice(lt + 9, end).replace(/&/g, '&amp;'));
        at = end + 3;
      } else {
        at = tagEnd(xml, lt + 2) + 1;
      }
    } else if (next === '/') {
      const end = xml.indexOf('>', lt + 2);
      if (end < 0) throw new SheetReadError('unreadable');
      if (close) close(localName(xml.slice(lt + 2, end).trim()));
      at = end + 1;
    } else {
      const end = tagEnd(xml, lt + 1);
      const selfClosing = xml[end - 1] === '/';
      const bodyEnd = selfClosing ? end - 1 : end;
      let nameEnd = lt + 1;
      while (nameEnd < bodyEnd && !isSpace(xml.charCodeAt(nameEnd))) nameEnd += 1;
      const name = localName(xml.slice(lt + 1, nameEnd));
      if (open) open(name, nameEnd < bodyEnd ? readAttributes(xml, nameEnd, bodyEnd) : {}, selfClosing);
      if (selfClosing && close) close(name);
      at = end + 1;
    }
  }
};
