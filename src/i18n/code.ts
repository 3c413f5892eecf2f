import { toAsciiDigits } from '../lib/digits';

/**
 * A code set inside a sentence, a title or an accessible name (an order reference, a SKU, a phone) where no
 * element can isolate it: left-to-right isolate marks around it, and ASCII digits, so its groups keep their
 * order in an Arabic sentence (`CodeText` does the same in markup).
 */
export const isolatedCode = (code: string): string => `\u2066${toAsciiDigits(code)}\u2069`;
