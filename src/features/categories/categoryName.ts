import type { Category } from '../../api/types';
import type { Language } from '../../i18n';

/**
 * A category's name in the page's language (its English name when it has no other): an Arabic title never says
 * "Food and beverages" when the category has an Arabic name.
 */
export const categoryName = (category: Pick<Category, 'name'>, language: Language): string =>
  category.name[language] || category.name.en;
