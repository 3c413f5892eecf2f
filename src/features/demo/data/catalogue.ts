import type { CatalogueProduct } from '../types';
import { SAMPLE_PRODUCTS } from './sampleProducts';

const RATINGS: readonly (readonly [number, number])[] = [
  [4.6, 312], [4.2, 188], [4.8, 954], [3.9, 76], [4.1, 41], [4.4, 230], [3.5, 58], [4.9, 1204], [4.0, 97],
  [4.7, 640], [4.3, 415], [4.5, 129], [3.8, 66], [4.6, 201], [4.2, 143], [3.2, 19], [2.9, 12],
];

/** Sample catalogue for /pages/product-list (no catalogue search call exists in the API). */
export const SAMPLE_CATALOGUE: readonly CatalogueProduct[] = SAMPLE_PRODUCTS.map((product, index) => {
  const [rating, reviews] = RATINGS[index % RATINGS.length] ?? [0, 0];
  return { ...product, rating, review_count: reviews };
});
