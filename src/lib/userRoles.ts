/**
 * The role tabs of the user management screen (docs/screens.md), shared by the app and the reference API; a buyer is
 * an account with none of the role flags.
 */
export const USER_ROLES = ['all', 'buyer', 'seller', 'ambassador', 'sourcing', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
