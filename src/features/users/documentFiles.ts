import type { DocumentType } from '../../api/admin';
import type { UploadedDocument, User } from '../../api/types';
import { documentFileName, typeOfStoredUrl } from '../../lib/documentFileName';

/**
 * The name one of a user's files is saved under: the user's reference, the document, the day it was sent (today
 * when the document does not say), and the extension of the type its stored name ends with. The API names the
 * download the same (server/files/routes.ts).
 */
export const documentDownloadName = (
  user: Pick<User, 'ref_id'>,
  type: DocumentType,
  document: UploadedDocument | undefined,
  url: string,
): string =>
  documentFileName({
    refId: user.ref_id,
    kind: type,
    mime: typeOfStoredUrl(url) ?? 'application/octet-stream',
    submittedAt: document?.submitted_at,
  });
