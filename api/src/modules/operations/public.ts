/**
 * What other parts of the API may use of operations (the eslint zones refuse any other import of
 * this folder from another module): the operators' accounts, which the operator tokens' guard
 * checks on every request (app.ts hands them to it).
 */
export { OperatorsRepository } from './operators.repository';
