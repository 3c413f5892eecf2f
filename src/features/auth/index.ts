/** The auth feature's public face: what other features may use (eslint.config.js enforces it). */
export { AuthCard } from './AuthCard';
export { currentUserSet, languageChanged, userdataUpdated } from './authSlice';
export { LanguageSwitch } from './LanguageSwitch';
export { storeSession } from './session';
