import type { User } from '../../api/types';
import { MARKET_INSIGHT_PATH, SALES_INSIGHT_PATH } from '../../features/insight/paths';

export interface NavItem {
  to: string;
  /** Catalogue key of the label. */
  labelKey: string;
}

export interface NavSection {
  titleKey: string;
  items: NavItem[];
}

/** Sidebar entries by role (docs/screens.md); later areas add their pages to the right section. */
export const SELLER_NAV: NavItem[] = [
  { to: '/store/listing', labelKey: 'nav.listing' },
  { to: '/store/inventory', labelKey: 'nav.inventory' },
  { to: '/pages/product-list', labelKey: 'nav.catalogue' },
  { to: '/store/orders', labelKey: 'nav.orders' },
  { to: SALES_INSIGHT_PATH, labelKey: 'insight.nav.sales' },
  { to: '/pages/return', labelKey: 'returns.nav.returns' },
  { to: '/pages/canceled', labelKey: 'returns.nav.canceled' },
  { to: '/pages/account', labelKey: 'nav.accountSummary' },
  { to: '/pages/requested-withdrawl', labelKey: 'payouts.nav.request' },
  { to: '/pages/withdrawal', labelKey: 'payouts.nav.withdrawals' },
  { to: '/pages/compensations', labelKey: 'payouts.nav.compensations' },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin/products', labelKey: 'nav.adminInventory' },
  { to: '/admin/orders', labelKey: 'nav.adminOrders' },
  { to: MARKET_INSIGHT_PATH, labelKey: 'insight.nav.market' },
  { to: '/admin/payouts', labelKey: 'payouts.nav.queue' },
  { to: '/admin/returns', labelKey: 'returns.nav.queue' },
  { to: '/pages/admin', labelKey: 'nav.userManagement' },
  { to: '/admin/categories', labelKey: 'nav.categories' },
];

export const AMBASSADOR_NAV: NavItem[] = [{ to: '/pages/recruits', labelKey: 'nav.recruits' }];

export const EVERYONE_NAV: NavItem[] = [{ to: '/pages/profile', labelKey: 'nav.profile' }];

export function navigationFor(user: User | null): NavSection[] {
  const sections: NavSection[] = [];
  if (user?.is_seller || user?.is_admin) sections.push({ titleKey: 'nav.seller', items: SELLER_NAV });
  if (user?.is_admin) sections.push({ titleKey: 'nav.admin', items: ADMIN_NAV });
  if (user?.is_ambassador) sections.push({ titleKey: 'nav.ambassador', items: AMBASSADOR_NAV });
  sections.push({ titleKey: 'nav.account', items: EVERYONE_NAV });
  return sections;
}
