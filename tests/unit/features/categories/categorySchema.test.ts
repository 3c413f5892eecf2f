import { describe, expect, it } from 'vitest';
import type { CategoryHeader } from '../../../../src/api/types';
import { headerDraft, headersToSubmit } from '../../../../src/features/categories/categorySchema';

const colour: CategoryHeader = {
  key: 'colour',
  en: 'Colour',
  ar: 'اللون',
  is_required: false,
  is_visible: true,
  lang_specific: true,
  value_type: 'text',
  options: [
    { en: 'Red', ar: 'أحمر' },
    { en: 'Blue', ar: 'أزرق' },
  ],
};

describe('editing a category', () => {
  it('keeps the choices of an enumerated field when the category is saved', () => {
    expect(headersToSubmit([headerDraft(colour)])).toEqual([colour]);
  });

  it('sends a field without choices without an options entry', () => {
    const { options: _options, ...plain } = colour;
    expect(headersToSubmit([headerDraft(plain)])[0]).not.toHaveProperty('options');
  });
});
