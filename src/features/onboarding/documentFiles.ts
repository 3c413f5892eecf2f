import { MAX_UPLOAD_BYTES } from '../../lib/uploads';

/** What the browser checks before an upload; the server checks the bytes again (server/lib/uploads.ts). */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';

const SIGNATURES: { type: string; bytes: number[]; offset?: number }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
  { type: PDF_TYPE, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type the first bytes say, or null. */
export function sniffType(head: Uint8Array): string | null {
  const found = SIGNATURES.find(({ bytes, offset = 0 }) =>
    bytes.every((byte, index) => head[offset + index] === byte),
  );
  return found?.type ?? null;
}

export const acceptedTypes = (allowPdf: boolean): readonly string[] =>
  allowPdf ? [...IMAGE_TYPES, PDF_TYPE] : IMAGE_TYPES;

/**
 * A catalogue key saying why the file cannot be uploaded, or null when it can. Checks the declared type,
 * the size and the first bytes, so a renamed file is refused before it is sent.
 */
export async function documentFileProblem(file: File, allowPdf: boolean): Promise<string | null> {
  const accepted = acceptedTypes(allowPdf);
  const wrongType = allowPdf ? 'onboarding.upload.wrongTypeOrPdf' : 'onboarding.upload.wrongType';
  if (!accepted.includes(file.type)) return wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return 'onboarding.upload.tooLarge';
  if (file.size === 0) return wrongType;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const sniffed = sniffType(head);
  return sniffed && accepted.includes(sniffed) ? null : wrongType;
}
