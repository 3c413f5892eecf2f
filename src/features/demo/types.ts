/**
 * Shapes of the demonstration pages. They follow the real entities (Product, OrderLine) so that a catalogue
 * search API can later feed the same screen.
 */
import type { Product } from '../../api/types';

export interface Bilingual {
  en: string;
  ar: string;
}

/** A catalogue entry: a product plus its buyers' rating on the 5-star scale (SPEC.md §9). */
export interface CatalogueProduct extends Product {
  /** 0 to 5, one decimal. */
  rating: number;
  review_count: number;
}
