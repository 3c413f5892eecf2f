/**
 * What the API says, in both languages, when an uploaded spreadsheet cannot be read: each message names the
 * limit in force, so the seller knows what to change. Row-level problems are words of the app
 * (`products.sheetIssues.*`); these are the answers to a whole file.
 */
import type { SheetReadErrorCode } from '../../src/lib/spreadsheet/cells';
import type { SheetLimits } from '../../src/lib/spreadsheet/limits';
import type { Bilingual } from './errors';

const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}`;
const count = (value: number, language: 'en' | 'ar'): string =>
  value.toLocaleString(language === 'ar' ? 'ar-EG' : 'en-US');

const SAVE_AS_XLSX: Bilingual = {
  en: 'Open it in Excel or LibreOffice and save it as "Excel Workbook (.xlsx)", then upload that file.',
  ar: 'افتحه في Excel أو LibreOffice واحفظه بصيغة "مصنف Excel ‏(.xlsx)"، ثم ارفع ذلك الملف.',
};

export const sheetReadMessage = (
  code: SheetReadErrorCode | 'busy',
  cell: string | null,
  limits: SheetLimits,
): Bilingual => {
  const at = (language: 'en' | 'ar') =>
    cell ? (language === 'en' ? ` (cell ${cell})` : ` (الخلية ${cell})`) : '';
  switch (code) {
    case 'fileTooLarge':
      return {
        en: `The file is larger than ${megabytes(limits.fileBytes)} MB. Split it into smaller files.`,
        ar: `حجم الملف أكبر من ${megabytes(limits.fileBytes)} ميجابايت. قسّمه إلى ملفات أصغر.`,
      };
    case 'entryTooLarge':
    case 'uncompressedTooLarge':
      return {
        en: `The spreadsheet is larger than ${megabytes(limits.totalBytes)} MB once unpacked. Split it into smaller files.`,
        ar: `حجم الجدول بعد فك ضغطه أكبر من ${megabytes(limits.totalBytes)} ميجابايت. قسّمه إلى ملفات أصغر.`,
      };
    case 'tooManyRows':
      return {
        en: `The file has more than ${count(limits.rows, 'en')} product rows. Split it into smaller files.`,
        ar: `يتجاوز عدد صفوف المنتجات في الملف الحد الأقصى (${count(limits.rows, 'ar')}). قسّمه إلى ملفات أصغر.`,
      };
    case 'tooManyColumns':
      return {
        en: `The sheet has values beyond column ${count(limits.columns, 'en')}${at('en')}. Remove the extra columns.`,
        ar: `في الورقة قيم بعد آخر عمود مسموح به (${count(limits.columns, 'ar')})${at('ar')}. احذف الأعمدة الزائدة.`,
      };
    case 'cellTooLong':
      return {
        en: `A cell holds more than ${count(limits.cellChars, 'en')} characters${at('en')}. Shorten it.`,
        ar: `يتجاوز نص خلية الحد الأقصى لعدد الأحرف (${count(limits.cellChars, 'ar')})${at('ar')}. اختصرها.`,
      };
    case 'rowTooLong':
      return {
        en: `A row holds more than ${count(limits.rowChars, 'en')} characters of text${at('en')}. Shorten its cells.`,
        ar: `يتجاوز نص صف الحد الأقصى لعدد الأحرف (${count(limits.rowChars, 'ar')})${at('ar')}. اختصر خلاياه.`,
      };
    case 'textTooLong':
      return {
        en: `The file holds more than ${count(limits.textChars, 'en')} characters of text. Split it into smaller files.`,
        ar: `يتجاوز نص الملف الحد الأقصى لعدد الأحرف (${count(limits.textChars, 'ar')}). قسّمه إلى ملفات أصغر.`,
      };
    case 'timeout':
      return {
        en: `Reading the file took longer than ${count(limits.readMs / 1000, 'en')} seconds. Split it into smaller files or save it again as .xlsx.`,
        ar: `تجاوزت قراءة الملف المدة القصوى (${count(limits.readMs / 1000, 'ar')} ث). قسّمه إلى ملفات أصغر أو احفظه مجددًا بصيغة ‎.xlsx.`,
      };
    case 'xlsFormat':
      return {
        en: `This is an old Excel 97–2003 (.xls) or password-protected file. ${SAVE_AS_XLSX.en}`,
        ar: `هذا ملف Excel قديم (‎.xls) أو ملف محمي بكلمة مرور. ${SAVE_AS_XLSX.ar}`,
      };
    case 'odsFormat':
      return {
        en: `This is an OpenDocument (.ods) spreadsheet. ${SAVE_AS_XLSX.en}`,
        ar: `هذا جدول بصيغة OpenDocument ‏(.ods). ${SAVE_AS_XLSX.ar}`,
      };
    case 'busy':
      return {
        en: 'Many files are being read right now. Please try again in a minute.',
        ar: 'يجري الآن قراءة ملفات كثيرة. يرجى المحاولة مرة أخرى بعد دقيقة.',
      };
    case 'unreadable':
    default:
      return {
        en: `The file could not be read as an .xlsx spreadsheet or a CSV file. ${SAVE_AS_XLSX.en}`,
        ar: `تعذرت قراءة الملف كجدول ‎.xlsx أو ملف CSV. ${SAVE_AS_XLSX.ar}`,
      };
  }
};

/** Limits of size answer 413, a file too slow to read 422, a full queue 503, a file that is not a spreadsheet 400. */
export const sheetReadStatus = (code: SheetReadErrorCode | 'busy'): number => {
  if (code === 'busy') return 503;
  if (code === 'timeout') return 422;
  if (code === 'unreadable' || code === 'xlsFormat' || code === 'odsFormat') return 400;
  return 413;
};
