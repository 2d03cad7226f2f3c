/**
 * What other modules may use of ms-content (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { agencyExists } from './content.repository';
