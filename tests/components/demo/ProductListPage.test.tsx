import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CATALOGUE } from '../../../src/features/demo/data/catalogue';
import { ProductListPage } from '../../../src/features/demo/ProductListPage';
import { renderPage } from '../../setup/render';
import { bodyRows, columnTexts, rangeText } from './helpers';

describe('ProductListPage', () => {
  it('searches the catalogue in either language and filters by category', async () => {
    renderPage(<ProductListPage />, { path: '/pages/product-list', language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue search' })).toBeInTheDocument();
    expect(rangeText()).toBe(`1–5 of ${SAMPLE_CATALOGUE.length}`);

    const textiles = SAMPLE_CATALOGUE.filter((product) => product.category === 'textiles').length;
    await user.click(screen.getByRole('button', { name: 'Textiles' }));
    expect(rangeText()).toBe(`1–${Math.min(5, textiles)} of ${textiles}`);
    expect(new Set(columnTexts('Catalogue products', 1))).toEqual(new Set(['Textiles']));

    await user.click(screen.getByRole('button', { name: 'All' }));
    // Arabic text finds the product while the page is in English; hamza and teh marbuta are normalised.
    await user.type(screen.getByRole('searchbox'), 'ماء ورد');
    expect(rangeText()).toBe('1–1 of 1');
    expect(bodyRows('Catalogue products')[0]).toHaveTextContent('Rose water 250 ml');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ELC-1003');
    expect(bodyRows('Catalogue products')[0]).toHaveTextContent('Anker 20W USB-C charger');
  });

  it('shows each rating on the 5-star scale with a text alternative, in Arabic', async () => {
    renderPage(<ProductListPage />, { path: '/pages/product-list', language: 'ar' });
    const first = SAMPLE_CATALOGUE[0];
    const row = (await screen.findAllByRole('row'))[1];
    if (!row || !first) throw new Error('no rows');
    expect(within(row).getByRole('img', { name: `${first.rating} من 5 نجوم` })).toBeInTheDocument();
    expect(row).toHaveTextContent(first.ar.name ?? '');
    const reviews = {
      zero: 'لا تقييمات',
      one: 'تقييم واحد',
      two: 'تقييمان',
      few: `${first.review_count} تقييمات`,
      many: `${first.review_count} تقييمًا`,
      other: `${first.review_count} تقييم`,
    };
    const form = first.review_count === 0 ? 'zero' : new Intl.PluralRules('ar').select(first.review_count);
    expect(row).toHaveTextContent(`(${reviews[form as keyof typeof reviews]})`);
  });

  it('sorts by rating when the column header is clicked', async () => {
    renderPage(<ProductListPage />, { path: '/pages/product-list', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Rating/ }));
    const lowest = Math.min(...SAMPLE_CATALOGUE.map((product) => product.rating));
    expect(within(bodyRows('Catalogue products')[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      `${lowest} of 5 stars`,
    );
  });
});
