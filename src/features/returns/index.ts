/**
 * What other features may use of the after-sale area: the admin's dialog to open a return case for an order
 * line, and where a case's page and an order's cases are.
 */
export { OpenReturnButton } from './OpenReturnButton';
export { returnCasePath, returnsOfOrderPath } from './paths';
