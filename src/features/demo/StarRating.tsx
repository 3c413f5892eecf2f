import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';

export const RATING_SCALE = 5;

/**
 * A rating on the 5-star scale (SPEC.md §9). The stars are drawn for sighted users; assistive technology
 * reads one text alternative ("4.5 of 5 stars").
 */
export function StarRating({ value, reviews }: { value: number; reviews?: number }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const rounded = Math.round(value * 2) / 2;
  const label = t('demo.rating.label', {
    value: formatNumber(value, language),
    max: formatNumber(RATING_SCALE, language),
    count: RATING_SCALE,
  });
  return (
    <span className="star-rating d-inline-flex align-items-center gap-1 text-nowrap">
      <span role="img" aria-label={label} className="star-rating__stars">
        {Array.from({ length: RATING_SCALE }, (_, index) => {
          const fill = rounded >= index + 1 ? 'full' : rounded >= index + 0.5 ? 'half' : 'empty';
          return (
            <span key={index} aria-hidden="true" className={`star-rating__star is-${fill}`}>
              ★
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="small fw-semibold">
        {formatNumber(value, language)}
      </span>
      {reviews !== undefined && (
        <span className="small text-muted">
          ({t('demo.rating.reviews', { count: reviews, value: formatNumber(reviews, language) })})
        </span>
      )}
    </span>
  );
}
