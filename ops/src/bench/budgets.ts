/**
 * The frontend budgets (architecture §5), checked by `npm run bench`, never by a timed unit test.
 * Sizes are gzip bytes. Starting points from a minimal host measured on this kind of machine
 * (main.js with webpack and the MF runtime 27 KB, a remote entry 27 KB, 21 KB with the external
 * runtime) plus room for the parts' own code; React DOM loads after the initial scripts, as a
 * shared chunk. Tighten them as the parts settle.
 */
export const SIZE_BUDGETS: Record<string, number> = {
  'initial JS': 50 * 1024,
  'remoteEntry.js': 32 * 1024,
  'first route chunk': 60 * 1024,
};

export const LIGHTHOUSE_BUDGETS = { performance: 0.9, accessibility: 0.95 };

export function sizeBudget(measure: string): number | null {
  const key = Object.keys(SIZE_BUDGETS).find((name) => measure.startsWith(name));
  return key ? (SIZE_BUDGETS[key] ?? null) : null;
}

/** The slowest answer in a hundred, per route, with 10 connections at once on the 2-core machine. */
export const API_P99_BUDGET_MS = 250;
/**
 * Every answer must be 2xx. Connection errors seen by the load generator are tolerated up to one in
 * a thousand: through nginx, a run of ten thousand requests sees one or two (nginx logs none).
 */
export const API_ERROR_RATE_BUDGET = 0.001;
