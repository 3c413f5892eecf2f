/** The app's languages, Arabic first (the default); shared by the app and the API's schemas. */
export const LANGUAGES = ['ar', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ar';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
