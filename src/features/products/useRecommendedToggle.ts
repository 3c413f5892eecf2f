import { useState } from 'react';
import type { Product } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { updateProduct } from './productsSlice';

/** The recommended box of an inventory row: it shows the new value at once and falls back if the save fails. */
export function useRecommendedToggle() {
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());

  const toggle = async (product: Product) => {
    const wanted = !product.is_recommended;
    setSaving((current) => new Map(current).set(product._id, wanted));
    const result = await dispatch(updateProduct({ id: product._id, changes: { is_recommended: wanted } }));
    setSaving((current) => {
      const next = new Map(current);
      next.delete(product._id);
      return next;
    });
    if (updateProduct.fulfilled.match(result)) notifySuccess('products.updated');
  };

  return {
    checked: (product: Product) => saving.get(product._id) ?? product.is_recommended,
    saving: (product: Product) => saving.has(product._id),
    toggle,
  };
}

export type RecommendedToggle = ReturnType<typeof useRecommendedToggle>;
