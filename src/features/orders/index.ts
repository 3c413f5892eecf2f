/** The orders feature's public face: where one order is read, for links from other features. */
export { orderDetailPath } from './orderPaths';
export { ShipDueCard } from './ShipDueCard';
