/**
 * The longest log-in identifier (an e-mail or a phone, docs/onboarding.md) and password accepted, by the inputs
 * (`maxLength`) and the API's bodies alike.
 */
export const CREDENTIAL_LIMITS = { login: 254, password: 128 } as const;
