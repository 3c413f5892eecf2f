import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { toAsciiDigits } from '../../lib/digits';
import { LIST_QUERY } from '../../lib/entities/listQuery';
import { useDebouncedValue } from '../useDebouncedValue';

/** Typing a seller's name applies once typing pauses, like the search. */
const SELLER_DEBOUNCE_MS = 500;

/** An admin list's seller box: a name, business name, reference id or id, in Western digits once typing pauses. */
export function SellerBox({ applied, onChange }: { applied: string; onChange: (seller: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [seller, setSeller] = useState(applied);
  const settled = useDebouncedValue(seller.trim(), SELLER_DEBOUNCE_MS);

  // The box follows the address when something else changes it (back, forward, a queue's link).
  const [lastApplied, setLastApplied] = useState(applied);
  if (lastApplied !== applied) {
    setLastApplied(applied);
    if (applied !== settled) setSeller(applied);
  }
  const apply = useEffectEvent((text: string) => onChange(toAsciiDigits(text)));
  useEffect(() => {
    if (settled === seller.trim() && settled !== applied) apply(settled);
  }, [settled, seller, applied]);

  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {t('table.seller.label')}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={seller}
        placeholder={t('table.seller.placeholder')}
        maxLength={LIST_QUERY.searchMaxLength}
        dir="auto"
        onChange={(event) => setSeller(event.target.value)}
      />
    </div>
  );
}
