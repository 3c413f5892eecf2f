/**
 * A plain Arabic → Latin transliteration, good enough to make a readable identifier (a category field's key)
 * out of an Arabic label: one Latin spelling per letter, short vowels and other marks left out, digits in
 * ASCII. It is not a scholarly romanisation and is never shown as a name.
 */
import { toAsciiDigits } from './digits';

const LETTERS: Readonly<Record<string, string>> = {
  ا: 'a',
  أ: 'a',
  إ: 'a',
  آ: 'a',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ي: 'y',
  ى: 'y',
  ة: 'a',
  ء: '',
  ؤ: 'w',
  ئ: 'y',
  // Letters of Persian and Urdu keyboards that Egyptians meet in brand names.
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  ڤ: 'v',
  گ: 'g',
  ک: 'k',
  ی: 'y',
};

/** Short vowels, shadda, sukun, tanwin, the dagger alif and the tatweel: they add no letter to the key. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** The text with each Arabic letter spelt in Latin letters and every digit in ASCII; anything else kept. */
export function transliterateArabic(text: string): string {
  // NFKC turns presentation forms (the lam-alef ligature, isolated and final shapes) into plain letters.
  const plain = toAsciiDigits(text.normalize('NFKC')).replace(MARKS, '');
  let latin = '';
  for (const character of plain) latin += LETTERS[character] ?? character;
  return latin;
}

/** True when the text has at least one Latin letter. */
export const hasLatinLetter = (text: string): boolean => /[A-Za-z]/.test(text);
