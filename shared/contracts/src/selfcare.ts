/**
 * The self-care contracts (selfcare spec §3 and §7): identity and session (ms-iam), one-time
 * passwords, the customer's profile and lines (ms-client) and balances (ms-balance). The API
 * answers these shapes and the remotes read them; both import them from here. Each contract is a
 * TypeBox schema (what the API validates requests with and serialises answers with) and the type
 * of the same name.
 */

export { PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, ADDRESS_MAX_LENGTHS } from './selfcare/schema';
export * from './selfcare/session';
export * from './selfcare/otp';
export * from './selfcare/sign-in-code';
export * from './selfcare/sign-up';
export * from './selfcare/password-change';
export * from './selfcare/profile';
export * from './selfcare/customer-addresses';
export * from './selfcare/balance';
