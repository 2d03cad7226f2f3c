// Every test file builds the real app on a fresh database (migrations, seed, hashed demo passwords):
// that takes seconds on a busy 2-core machine, more than jest's 5 s default.
jest.setTimeout(60_000);
