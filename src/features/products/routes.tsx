import { listRouteHandle } from '../../common/list/listPrefetch';
import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { CATALOGUE_LIST } from './catalogueList';
import { INVENTORY_LISTS } from './useInventoryList';

const listing = lazyPage(() => import('./ListingPage'), 'ListingPage');

export const productsRoutes: FeatureRoutes = {
  seller: [
    { path: '/store/listing', ...listing },
    { path: '/pages/item-listing', ...listing },
    {
      path: '/store/inventory',
      ...lazyPage(() => import('./InventoryPage'), 'SellerInventoryPage'),
      handle: listRouteHandle(INVENTORY_LISTS.seller),
    },
    { path: '/store/product/detail', ...lazyPage(() => import('./ProductDetailPage'), 'ProductDetailPage') },
    { path: '/store/product/new', ...lazyPage(() => import('./AddProductPage'), 'AddProductPage') },
    {
      path: '/pages/product-list',
      ...lazyPage(() => import('./CatalogueSearchPage'), 'CatalogueSearchPage'),
      handle: listRouteHandle(CATALOGUE_LIST),
    },
  ],
  admin: [
    {
      path: '/admin/products',
      ...lazyPage(() => import('./InventoryPage'), 'AdminProductsPage'),
      handle: listRouteHandle(INVENTORY_LISTS.admin),
    },
  ],
};
