import { toAsciiNumber } from '../../lib/digits';

/**
 * Rewrites the input's Arabic-Indic digits (and Arabic decimal separator) as ASCII ones while they are typed,
 * keeping the caret where it was. Shown as typed, Arabic-Indic digits are laid out right to left group by
 * group even in a left-to-right field ("٠١٠ ١٢٣٤" reads "١٢٣٤ ٠١٠"), and the value is stored with ASCII
 * digits anyway. Each character is replaced by one, so the caret's offsets stay right.
 */
export function keepAsciiDigits(input: HTMLInputElement | HTMLTextAreaElement): void {
  const ascii = toAsciiNumber(input.value);
  if (ascii === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = ascii;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
