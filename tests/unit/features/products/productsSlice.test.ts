import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../src/api/types';
import {
  initialProductsState,
  productsReducer,
  productSelected,
  fetchProducts,
  changeProductStatuses,
  updateProduct,
} from '../../../../src/features/products/productsSlice';
import { makeProduct } from '../../../components/products/fixtures';

const list: Product[] = [makeProduct(1), makeProduct(2), makeProduct(3)];
const query = { scope: 'seller' as const, page: 1, limit: 5 };

describe('productsSlice', () => {
  it('stores a page of products and its count, clearing loading', () => {
    let state = productsReducer(initialProductsState, fetchProducts.pending('r1', query));
    expect(state.loading).toBe(true);
    state = productsReducer(
      state,
      fetchProducts.fulfilled({ products: list, count: 12, countIsLowerBound: false }, 'r1', query),
    );
    expect(state).toMatchObject({ list, meta: { count: 12 }, loading: false });
  });

  it('keeps that a large search’s count is only where the server stopped counting', () => {
    const state = productsReducer(
      initialProductsState,
      fetchProducts.fulfilled({ products: list, count: 1000, countIsLowerBound: true }, 'r1', query),
    );
    expect(state.meta).toEqual({ count: 1000, countIsLowerBound: true });
  });

  it('clears loading on failure, but leaves it to the newer request when one was aborted', () => {
    const loading = { ...initialProductsState, loading: true };
    const failed = fetchProducts.rejected(null, 'r1', query, { status: 500, message: 'x' });
    expect(productsReducer(loading, failed).loading).toBe(false);
    const aborted = fetchProducts.rejected(
      Object.assign(new Error('Aborted'), { name: 'AbortError' }),
      'r1',
      query,
    );
    expect(productsReducer(loading, aborted).loading).toBe(true);
  });

  it('replaces changed products in the list and as the selected product', () => {
    const state = productsReducer({ ...initialProductsState, list }, productSelected(list[1] ?? null));
    const edited = { ...makeProduct(2), is_recommended: true };
    const afterEdit = productsReducer(
      state,
      updateProduct.fulfilled(edited, 'r2', { id: edited._id, changes: {} }),
    );
    expect(afterEdit.list[1]).toEqual(edited);
    expect(afterEdit.selected).toEqual(edited);

    const changed = [makeProduct(1, { status: 'paused' }), makeProduct(3, { status: 'paused' })];
    const afterBulk = productsReducer(
      afterEdit,
      changeProductStatuses.fulfilled(
        { products: changed, msg: { en: '', ar: '' }, changed: 2, batch_id: 'b1', undo_until: null },
        'r3',
        { ids: [], status: 'paused' },
      ),
    );
    expect(afterBulk.list.map((product) => product.status)).toEqual(['paused', 'active', 'paused']);
  });
});
