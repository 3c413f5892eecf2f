/**
 * An order's printed documents: the packing slip that goes into the parcel (no prices) and the invoice. Each is
 * made per seller's part of an order, so an order of several sellers gives each seller a document of their own
 * lines. What the print page and the API's PDF both need to word a document is here, so they word it alike.
 */
import { GOVERNORATES, labelOf } from './enumerations';
import type { Language } from './languages';

export const ORDER_DOCUMENT_KINDS = ['packing_slip', 'invoice'] as const;

export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

export const isOrderDocumentKind = (value: unknown): value is OrderDocumentKind =>
  ORDER_DOCUMENT_KINDS.includes(value as OrderDocumentKind);

/** Lines that are not sold (refused by the seller, or cancelled) are neither packed nor invoiced. */
export const UNSOLD_LINE_STATUSES: readonly string[] = ['canceled', 'rejected'];

type Bilingual = { en: string; ar: string };

const otherLanguage = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** A text in the page's language, or in the other one when the seller wrote only that. */
export const inLanguage = (text: Bilingual, language: Language): string =>
  text[language].trim() || text[otherLanguage(language)].trim();

/** The business the document is issued by: its name in the language, or the other one, or the account's name. */
export const sellerNameIn = (
  seller: { name: string; business_name: Bilingual },
  language: Language,
): string => inLanguage(seller.business_name, language) || seller.name;

type Address = { governorate: string; city: string; street: string; building_number: string };

/**
 * The delivery address on one line, as the order's page writes it: street, building, city, governorate (its
 * label in the language), with the language's comma. `building` words the building number.
 */
export const addressText = (
  address: Address,
  language: Language,
  building: (number: string) => string,
): string =>
  [
    address.street,
    address.building_number && building(address.building_number),
    address.city,
    labelOf(GOVERNORATES, address.governorate, language),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ');

/** The units a document lists: what a packer counts into the parcel. */
export const unitsOf = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The name a downloaded PDF is saved under: the kind, and the order's reference or how many orders. */
export const documentsFileName = (kind: OrderDocumentKind, references: readonly string[]): string => {
  const what = kind === 'invoice' ? 'invoice' : 'packing-slip';
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');
  return references.length === 1
    ? `${what}-${safe(references[0] ?? '')}.pdf`
    : `${what}s-${references.length}-orders.pdf`;
};
