import type { Language } from '../i18n';
import { dateTimeParts } from '../i18n/format';

/**
 * A moment as the page's language writes it ("31 Oct 2026, 23:00"), which may break between its date and its
 * time only: in a narrow table column the time goes under the date rather than the column pushing the row's
 * controls out of view. The text is formatDateTime's.
 */
export function DateTimeText({ value, language }: { value: string; language: Language }) {
  const { date, space, time } = dateTimeParts(value, language);
  return (
    <>
      <span className="text-nowrap">{date}</span>
      {space}
      {time && <span className="text-nowrap">{time}</span>}
    </>
  );
}
