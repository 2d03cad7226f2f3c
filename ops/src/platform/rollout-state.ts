/**
 * A rollout's state (issue 30 item 4), kept in the platform store (a JSON file beside the folder's
 * manifest, or the platform_rollouts table in PostgreSQL), so a restarted `ops rollout` resumes
 * where it was, whichever operator's machine runs it.
 */
export type { ArmFigures, RolloutDecision, RolloutState } from '@atlas/contracts/rollouts';
