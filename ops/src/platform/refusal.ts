/**
 * A refusal is an operation the tool understood but will not do (exit 1, message on stderr);
 * a usage error is a command line it did not understand (exit 2). Anything else is a bug.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
