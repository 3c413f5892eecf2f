/** Where the app lays itself out for a phone (cards instead of tables, the sidebar as a drawer): Bootstrap's md. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
