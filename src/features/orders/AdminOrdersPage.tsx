import { OrdersScreen } from './OrdersScreen';

export function AdminOrdersPage() {
  return <OrdersScreen audience="admin" />;
}
