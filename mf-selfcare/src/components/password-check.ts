import { sessionStore } from '@atlas/runtime';

/**
 * The spec's reset-password flag (`checkPasswordType`): the sign-in answered that the password used
 * no longer meets the password rules. Kept for the tab until a new password is chosen, so the
 * sign-in leads to mon-compte/changement-mdp and that page says why.
 */
const KEY = 'checkPasswordType';

export const flagPasswordCheck = () => sessionStore.set(KEY, '1');
export const passwordCheckPending = () => sessionStore.get(KEY) === '1';
export const clearPasswordCheck = () => sessionStore.remove(KEY);
