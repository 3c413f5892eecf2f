/**
 * Sets mixed Arabic and Latin text on a PDF page. pdfkit (through fontkit) shapes Arabic letters into their
 * joined forms and lays out the glyphs of one run right to left, but it places the words of a line in the
 * order they are written, left to right, whatever their script. So lines are laid out here: a line is split
 * into runs of one direction (Arabic letters right to left; Latin letters and digits left to right, so a SKU, a
 * phone number or an amount keeps its order inside an Arabic line), the runs are placed in the direction of the
 * paragraph, and each word is drawn by a call of its own at its place. Words are written into the page in the
 * order they are read, which is the order a text extractor hands them back.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export type Direction = 'rtl' | 'ltr';
export type Align = 'left' | 'right' | 'center';

export type TextStyle = { size: number; bold?: boolean; color?: string };

/** The fonts registered on the document for each script (server/orderDocuments/pdf/fonts.ts). */
export type FontNames = {
  arabic: { regular: string; bold: string };
  latin: { regular: string; bold: string };
  latinExtended: { regular: string; bold: string };
};

type Script = keyof FontNames;

/**
 * Arabic letters and marks, and the Arabic presentation forms: the characters that read right to left (not the
 * Arabic comma, nor the Arabic-Indic digits, which read left to right).
 */
const RIGHT_TO_LEFT_RANGES: readonly (readonly [number, number])[] = [
  [0x0610, 0x061a],
  [0x061b, 0x065f],
  [0x066e, 0x06ef],
  [0x06fa, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

const isRightToLeft = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return RIGHT_TO_LEFT_RANGES.some(([first, last]) => code >= first && code <= last);
};
/** Letters and digits of every other script, Arabic-Indic digits included: they read left to right. */
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;
/** Marks that only steer the direction of a line; a line laid out here has no use for them. */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Each character of a pair stands for the other in a right-to-left run, as a browser mirrors them. */
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** The font file covering a character, after the ranges the font package splits its files by. */
const scriptOf = (char: string): Script => {
  const code = char.codePointAt(0) ?? 0;
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x0870 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfefc)
  )
    return 'arabic';
  if (
    (code >= 0x0100 && code <= 0x02ba && code !== 0x0131 && code !== 0x0152 && code !== 0x0153) ||
    (code >= 0x1d00 && code <= 0x1eff) ||
    (code >= 0x2c60 && code <= 0x2c7f) ||
    (code >= 0xa720 && code <= 0xa7ff)
  )
    return 'latinExtended';
  return 'latin';
};

type Strength = 'rtl' | 'ltr' | 'neutral';

const strengthOf = (char: string): Strength =>
  isRightToLeft(char) ? 'rtl' : LEFT_TO_RIGHT.test(char) ? 'ltr' : 'neutral';

/** A run of characters read in one direction, in reading order. */
type Run = { direction: Direction; text: string };

const OPENING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * Paired brackets take one direction, so both sides of "(مكتب الجيزة)" mirror together: the paragraph's, when
 * the text inside has a letter of that direction; otherwise the other one, when the text inside and the text
 * before the opening bracket both read that way.
 */
const resolveBrackets = (chars: readonly string[], strengths: Strength[], paragraph: Direction): void => {
  const open: { index: number; closing: string }[] = [];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] as string;
    const closing = OPENING[char];
    if (closing) {
      open.push({ index, closing });
      continue;
    }
    const match = open.map((entry) => entry.closing).lastIndexOf(char);
    if (match < 0) continue;
    const start = (open[match] as { index: number }).index;
    open.length = match;
    const inside = strengths.slice(start + 1, index);
    if (inside.every((strength) => strength === 'neutral')) continue;
    const other: Direction = paragraph === 'rtl' ? 'ltr' : 'rtl';
    const before =
      strengths
        .slice(0, start)
        .filter((strength) => strength !== 'neutral')
        .pop() ?? paragraph;
    const direction = !inside.includes(paragraph) && before === other ? other : paragraph;
    strengths[start] = direction;
    strengths[index] = direction;
  }
};

/**
 * The runs of a line in reading order. A neutral character (a space, a dash, a colon) takes the direction of
 * the letters on both sides when they agree, and the paragraph's otherwise: "ORD-2024-17" stays one
 * left-to-right run, and the space between an Arabic word and a number belongs to the Arabic line.
 */
export const runsOf = (text: string, paragraph: Direction): Run[] => {
  const chars = [...text.replace(DIRECTION_MARKS, '')];
  const strengths = chars.map(strengthOf);
  resolveBrackets(chars, strengths, paragraph);
  const resolved: Direction[] = [];
  let index = 0;
  while (index < chars.length) {
    const strength = strengths[index];
    if (strength !== 'neutral') {
      resolved.push(strength as Direction);
      index += 1;
      continue;
    }
    let end = index;
    while (end < chars.length && strengths[end] === 'neutral') end += 1;
    const before = (resolved[index - 1] ?? paragraph) as Direction;
    const after = (strengths[end] === undefined ? paragraph : strengths[end]) as Direction;
    const direction = before === after ? before : paragraph;
    for (let neutral = index; neutral < end; neutral += 1) resolved.push(direction);
    index = end;
  }
  const runs: Run[] = [];
  chars.forEach((char, position) => {
    const direction = resolved[position] as Direction;
    const last = runs[runs.length - 1];
    if (last && last.direction === direction) last.text += char;
    else runs.push({ direction, text: char });
  });
  return runs;
};

/** What one call of pdfkit draws: text of one font, shaped as one piece; or, without a font, the space between. */
type Piece = { text: string; script: Script | null; width: number };

/** A piece placed on the line: its left edge, from the line's left edge. */
type Placed = { piece: Piece; left: number };

export class TextSetter {
  /** Widths already measured: the same words and labels come back on every document of a file. */
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly doc: Doc,
    private readonly fonts: FontNames,
  ) {}

  private use(script: Script, style: TextStyle): void {
    const font = this.fonts[script];
    this.doc.font(style.bold ? font.bold : font.regular).fontSize(style.size);
  }

  private widthOf(text: string, script: Script, style: TextStyle): number {
    const key = `${script}|${style.bold ? 'b' : ''}|${style.size}|${text}`;
    const known = this.widths.get(key);
    if (known !== undefined) return known;
    this.use(script, style);
    const width = this.doc.widthOfString(text);
    this.widths.set(key, width);
    return width;
  }

  /**
   * A run cut into what is drawn at once: pieces of one font and the spaces between them. In a left-to-right
   * run, words of one font stay together with their spaces, so an English line or a Latin value is one piece;
   * in a right-to-left run each word is a piece, placed by the layout. Arabic-Indic digits and punctuation,
   * which pdfkit would set right to left as part of an Arabic piece, are drawn one character at a time.
   */
  private piecesOf(run: Run, style: TextStyle): Piece[] {
    type Segment = { text: string; script: Script | null; alone: boolean };
    const segments: Segment[] = [];
    for (const raw of run.text) {
      const char = run.direction === 'rtl' ? (MIRRORED[raw] ?? raw) : raw;
      const space = char === ' ' || char === '\u00A0';
      const script = space ? null : scriptOf(char);
      const alone = script === 'arabic' && !isRightToLeft(char);
      const last = segments[segments.length - 1];
      if (last && last.script === script && !alone && !last.alone) last.text += space ? ' ' : char;
      else segments.push({ text: space ? ' ' : char, script, alone });
    }
    if (run.direction === 'ltr') {
      for (let index = 0; index + 2 < segments.length;) {
        const first = segments[index] as Segment;
        const gap = segments[index + 1] as Segment;
        const next = segments[index + 2] as Segment;
        if (
          gap.script === null &&
          first.script !== null &&
          first.script === next.script &&
          !first.alone &&
          !next.alone
        ) {
          segments.splice(index, 3, { ...first, text: first.text + gap.text + next.text });
        } else index += 1;
      }
    }
    return segments.map(({ text, script }) => ({
      text: script === null ? '' : text,
      script,
      width:
        script === null ? text.length * this.widthOf(' ', 'latin', style) : this.widthOf(text, script, style),
    }));
  }

  /** The pieces of a line in reading order, each with its place from the line's left edge, and the width. */
  private layout(text: string, style: TextStyle, paragraph: Direction): { placed: Placed[]; width: number } {
    const runs = runsOf(text.replace(/\s+/g, ' ').trim(), paragraph).map((run) => {
      const pieces = this.piecesOf(run, style);
      return { run, pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
    });
    const width = runs.reduce((sum, run) => sum + run.width, 0);
    const placed: Placed[] = [];
    // Runs follow one another in the paragraph's direction; the pieces of a run in the run's own direction.
    let cursor = paragraph === 'rtl' ? width : 0;
    for (const { run, pieces, width: runWidth } of runs) {
      const runLeft = paragraph === 'rtl' ? cursor - runWidth : cursor;
      let inner = run.direction === 'rtl' ? runLeft + runWidth : runLeft;
      for (const piece of pieces) {
        if (run.direction === 'rtl') inner -= piece.width;
        if (piece.script !== null) placed.push({ piece, left: inner });
        if (run.direction === 'ltr') inner += piece.width;
      }
      cursor = paragraph === 'rtl' ? runLeft : runLeft + runWidth;
    }
    return { placed, width };
  }

  /** How wide a line of text is set. */
  width(text: string, style: TextStyle, paragraph: Direction): number {
    return this.layout(text, style, paragraph).width;
  }

  /**
   * The lines a text breaks into to fit `width`, broken between words (a word wider than the whole width, such
   * as a long SKU, between characters).
   */
  wrap(text: string, style: TextStyle, paragraph: Direction, width: number): string[] {
    const words = text.replace(DIRECTION_MARKS, '').split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    const fits = (candidate: string) => this.width(candidate, style, paragraph) <= width;
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && [...line].length > 1) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut -= 1;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  /**
   * Draws one line inside the box from `x` to `x + width`, its baseline at `baseline`, laid out as a paragraph
   * of `direction` and set against the box's left or right edge or centred. A value that must keep its own
   * order (a phone number, an amount) is set as a left-to-right paragraph against the edge the page reads from.
   */
  line(
    text: string,
    style: TextStyle,
    box: { x: number; baseline: number; width: number; direction: Direction; align: Align },
  ): void {
    const { placed, width } = this.layout(text, style, box.direction);
    const offset =
      box.align === 'center' ? (box.width - width) / 2 : box.align === 'right' ? box.width - width : 0;
    this.doc.fillColor(style.color ?? '#000000');
    for (const { piece, left } of placed) {
      if (piece.script === null) continue;
      this.use(piece.script, style);
      this.doc.text(piece.text, box.x + offset + left, box.baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
    }
  }
}

/**
 * pdfkit maps each glyph back to the characters it was shaped from (the font's ToUnicode map), in the order
 * they are written. An Arabic glyph standing for several letters (lam-alef, and the ligatures a font adds)
 * is drawn as part of a right-to-left run, and extractors (pdf.js, Poppler) turn such a run back into reading
 * order by reversing its characters, the glyph's own letters with them: so those letters are recorded in
 * drawing order, and come back in reading order.
 */
export const recordLigaturesInDrawingOrder = (doc: Doc): void => {
  // pdfkit keeps its embedded fonts, each with the characters of its glyphs, in fields it does not document.
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  for (const font of new Set(Object.values(families ?? {}))) {
    if (!font.unicode) continue;
    font.unicode = font.unicode.map((codePoints) =>
      codePoints.length > 1 && codePoints.every((code) => isRightToLeft(String.fromCodePoint(code)))
        ? [...codePoints].reverse()
        : codePoints,
    );
  }
};
