import { toAsciiDigits } from './digits';
import { isValidDate } from './enumerations';

/**
 * A calendar day as people in Egypt type it: day, then month, then the year in four digits ("25/12/2026",
 * "٢٥/١٢/٢٠٢٦", "25-12-2026"), and as the app stores and sends it (YYYY-MM-DD). A day pasted in the stored
 * form is read too, so a value copied from an address or an export still fits.
 */

// Slash, hyphen, point, the Arabic comma, the Arabic date separator, or spaces alone.
const SEPARATOR = String.raw`\s*[/\-.\u060C\u060D]\s*|\s+`;
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})(?:${SEPARATOR})(\d{1,2})(?:${SEPARATOR})(\d{4})$`);
const STORED = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const twoDigits = (value: string) => value.padStart(2, '0');

/** The day typed (any digits, day/month/year or YYYY-MM-DD) as YYYY-MM-DD; null when it is no real day. */
export function parseTypedDay(typed: string): string | null {
  const text = toAsciiDigits(typed).trim();
  const stored = STORED.exec(text);
  const written = stored ? null : DAY_MONTH_YEAR.exec(text);
  const parts = stored
    ? { year: stored[1], month: stored[2], day: stored[3] }
    : written
      ? { year: written[3], month: written[2], day: written[1] }
      : null;
  if (!parts?.year || !parts.month || !parts.day) return null;
  const day = `${parts.year}-${twoDigits(parts.month)}-${twoDigits(parts.day)}`;
  return Number(parts.year) >= 1000 && isValidDate(day) ? day : null;
}

/** A stored day (YYYY-MM-DD) as the field writes it, day first: "25/12/2026"; '' for anything else. */
export function typedFormOfDay(day: string): string {
  const match = STORED.exec(day);
  return match && isValidDate(day) ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
