/**
 * The formats of both specs, once. They are part of the contract (the API validates requests with
 * them too), so they live in @atlas/contracts; the forms read them from here as before.
 */
export * from '@atlas/contracts/patterns';
