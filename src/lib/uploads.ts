/** The largest image or document a user may upload (docs/api.md), checked by the app before sending and by the API. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
