/** How uploaded files are named, kept and addressed: what the upload, the file route and the signing share. */

/** The kinds of the `files` table. */
export type FileKind =
  | 'kyc_front'
  | 'kyc_back'
  | 'company_reg'
  | 'product_image'
  | 'category_logo'
  | 'product_xls'
  | 'return_photo';

/** Stored names: 32 random hex characters plus an extension; nothing else is ever served from files/. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

/**
 * The bare URL of a stored file: what the database keeps and what public files are served at. Private
 * files are only served at their signed form (server/lib/fileAccess.ts).
 */
export const fileUrl = (storedName: string): string => `/api/v1/files/${storedName}`;
