import { lazyPage, type FeatureRoutes } from '../../lib/routing';

const listing = lazyPage(() => import('./ListingPage'), 'ListingPage');

export const productsRoutes: FeatureRoutes = {
  seller: [
    { path: '/store/listing', ...listing },
    { path: '/pages/item-listing', ...listing },
    { path: '/store/inventory', ...lazyPage(() => import('./InventoryPage'), 'SellerInventoryPage') },
    { path: '/store/product/detail', ...lazyPage(() => import('./ProductDetailPage'), 'ProductDetailPage') },
  ],
  admin: [{ path: '/admin/products', ...lazyPage(() => import('./InventoryPage'), 'AdminProductsPage') }],
};
