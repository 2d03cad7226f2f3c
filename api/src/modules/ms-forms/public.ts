/**
 * What other modules may use of ms-forms (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { storeFormRequest } from './form-requests';
export { FormRequestsRepository, type FormRequestRow } from './form-requests.repository';
