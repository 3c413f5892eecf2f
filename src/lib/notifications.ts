/**
 * How many of a user's newest notifications the API sends in one list (NOTIFICATION_LIST_LIMIT overrides it per
 * deployment), and how many the app keeps across visits: the list's size bounds what the session stores.
 */
export const DEFAULT_NOTIFICATION_LIST_LIMIT = 200;
