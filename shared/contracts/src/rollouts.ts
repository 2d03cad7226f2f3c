/**
 * A remote's progressive delivery as operations see it (issue 30): the rollout's state kept in the
 * platform store by `ops rollout`, the judge's decisions with their figures, and the per-version
 * figures the operations page draws. One set of shapes for the tool that writes them, the API that
 * reads them and the page that shows them.
 */

/** One arm's figures as the judge saw them (kept in the state and the audit). */
export interface ArmFigures {
  version: string;
  pageViews: number;
  errors: number;
  failures: number;
}

/** One test of the judge. */
export interface RolloutCheck {
  metric: string;
  verdict: 'abort' | 'pass' | 'wait' | 'skip';
  /** The canary's and the stable's figures: a rate, or a p75 in ms. */
  canary: number | null;
  stable: number | null;
  /** The test's statistic and one-sided p-value, and the level it was held to. */
  z?: number;
  pValue?: number;
  alpha?: number;
  note: string;
}

/** The sample each arm needs before the judge looks. */
export interface RolloutMinimums {
  pageViews: number;
  vitalSamples: number;
}

export interface RolloutDecision {
  at: string;
  /** The step's index in `steps`, and its share. */
  step: number;
  percent: number;
  verdict: 'pass' | 'abort' | 'promoted' | 'stopped';
  reason: string;
  window?: { since: string; until: string };
  canary?: ArmFigures;
  stable?: ArmFigures;
  checks?: RolloutCheck[];
}

export interface RolloutState {
  remote: string;
  version: string;
  /** The version live when the rollout started: the one the canary is compared with. */
  stableVersion: string;
  /** Canary shares in percent; a last 100 is the switch (nothing would be left to compare with). */
  steps: number[];
  holdMs: number;
  /** The index in `steps` of the step running (or last run). */
  step: number;
  stepStartedAt: string;
  /** The last look of this step that passed before its hold was over (the next is due an interval after). */
  stepLookedAt?: string;
  /** Between looks (4 min by default; divided by ROLLOUT_TIME_SCALE). Absent in a state written before: the default. */
  lookIntervalMs?: number;
  /** A minimum sample other than the judge's (ROLLOUT_TEST_MINIMUMS, for tests only). */
  minimums?: RolloutMinimums;
  status: 'running' | 'aborted' | 'promoted' | 'stopped';
  by: string;
  startedAt: string;
  updatedAt: string;
  decisions: RolloutDecision[];
}

/** What the operations page draws of one version in one minute (or over the whole window). */
export interface VersionFigures {
  pageViews: number;
  errors: number;
  /** Errors per page view (the aggregate keeps no session id: this stands for sessions with an error). */
  errorRate: number | null;
  failures: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

export interface VersionSeries {
  version: string;
  role: 'stable' | 'canary' | 'other';
  totals: VersionFigures;
  /** Minutes with telemetry, oldest first. */
  minutes: Array<VersionFigures & { minute: string }>;
}
