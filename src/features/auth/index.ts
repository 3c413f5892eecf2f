/** The auth feature's public face: what other features may use (eslint.config.js enforces it). */
export { AuthForm } from './AuthForm';
export { currentUserSet, languageChanged, userdataUpdated } from './authSlice';
export { LanguageSwitch } from './LanguageSwitch';
export { storeSession } from './session';
export {
  endSession,
  isLoggingOut,
  leaveAndLogOut,
  LOGGING_OUT,
  loginPathFor,
  logOut,
  resumeSession,
  safeReturnPath,
  watchLeavingUser,
} from './sessionFlow';
