import { OrdersScreen } from './OrdersScreen';

export function SellerOrdersPage() {
  return <OrdersScreen audience="seller" />;
}
