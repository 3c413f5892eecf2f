/** A bank a seller may be paid at: its short code (what the API stores) and its name in both languages. */
export interface BankOption {
  code: string;
  name: { en: string; ar: string };
}

/** Banks operating in Egypt a seller may be paid at (codes are the banks' short names). */
export const EGYPTIAN_BANKS: readonly BankOption[] = [
  { code: 'NBE', name: { en: 'National Bank of Egypt', ar: 'البنك الأهلي المصري' } },
  { code: 'BM', name: { en: 'Banque Misr', ar: 'بنك مصر' } },
  { code: 'CIB', name: { en: 'Commercial International Bank (CIB)', ar: 'البنك التجاري الدولي' } },
  { code: 'BDC', name: { en: 'Banque du Caire', ar: 'بنك القاهرة' } },
  { code: 'QNB', name: { en: 'QNB Alahli', ar: 'بنك قطر الوطني الأهلي' } },
  { code: 'ALEX', name: { en: 'Bank of Alexandria', ar: 'بنك الإسكندرية' } },
  { code: 'AAIB', name: { en: 'Arab African International Bank', ar: 'البنك العربي الأفريقي الدولي' } },
  { code: 'HSBC', name: { en: 'HSBC Bank Egypt', ar: 'بنك إتش إس بي سي مصر' } },
  { code: 'FAISAL', name: { en: 'Faisal Islamic Bank of Egypt', ar: 'بنك فيصل الإسلامي المصري' } },
  { code: 'ABE', name: { en: 'Agricultural Bank of Egypt', ar: 'البنك الزراعي المصري' } },
  { code: 'HDB', name: { en: 'Housing and Development Bank', ar: 'بنك التعمير والإسكان' } },
  { code: 'ENBD', name: { en: 'Emirates NBD Egypt', ar: 'بنك الإمارات دبي الوطني مصر' } },
  { code: 'ADIB', name: { en: 'Abu Dhabi Islamic Bank Egypt', ar: 'مصرف أبوظبي الإسلامي مصر' } },
];

export const bankByCode = (code: string): BankOption | undefined =>
  EGYPTIAN_BANKS.find((bank) => bank.code === code);

export const BANK_CODES: readonly string[] = EGYPTIAN_BANKS.map((bank) => bank.code);
