/**
 * A rollout's state (issue 30 item 4), kept in the platform store (a JSON file beside the folder's
 * manifest, or the platform_rollouts table in PostgreSQL), so a restarted `ops rollout` resumes
 * where it was, whichever operator's machine runs it.
 */
import type { Check, Minimums } from '../health/judge';

/** One arm's figures as the judge saw them (kept in the state and the audit). */
export interface ArmFigures {
  version: string;
  pageViews: number;
  errors: number;
  failures: number;
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
  checks?: Check[];
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
  minimums?: Minimums;
  status: 'running' | 'aborted' | 'promoted' | 'stopped';
  by: string;
  startedAt: string;
  updatedAt: string;
  decisions: RolloutDecision[];
}
