import { describe, expect, it } from 'vitest';
import { BUSINESS_LOCATIONS, GOVERNORATES, optionsIn } from '../../src/lib/enumerations';

describe('the governorates', () => {
  it.each(['ar', 'en'] as const)('are offered alphabetically in %s, every one of them', (language) => {
    const labels = optionsIn(GOVERNORATES, language).map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator(language).compare));
    expect(labels).toHaveLength(GOVERNORATES.length);
  });

  it('leave the lists that have an order of their own as they are declared', () => {
    expect(optionsIn(BUSINESS_LOCATIONS, 'en').map((option) => option.value)).toEqual(
      BUSINESS_LOCATIONS.map((item) => item.value),
    );
  });
});
