/** The products feature's public face: a seller's import history, also shown on the admin's user page. */
export { ImportHistory, type ImportHistoryProps } from './ImportHistory';
