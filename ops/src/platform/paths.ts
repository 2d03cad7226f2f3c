import os from 'node:os';
import path from 'node:path';

/** The repository root: ops/ sits directly under it. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** Where the platform lives: manifest, audit trail and the immutable copies of published builds. */
export function platformDir(): string {
  return path.resolve(process.env.PLATFORM_DIR ?? path.join(repoRoot, '.platform'));
}

/** The edge that serves the platform; `off` skips the checks made through it. */
export function platformUrl(): string | null {
  const url = process.env.PLATFORM_URL ?? 'http://localhost:8080';
  return url === 'off' || url === '' ? null : url.replace(/\/+$/, '');
}

/** The live shell's build folder: its shared-scope.json says which shared versions it provides. */
export function shellDir(): string {
  return path.resolve(process.env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist'));
}

export const manifestFile = (dir: string): string => path.join(dir, 'platform-manifest.json');
export const auditFile = (dir: string): string => path.join(dir, 'audit.jsonl');
export const rolloutsFile = (dir: string): string => path.join(dir, 'rollouts.json');
export const rolloutLockFile = (dir: string, remote: string): string => path.join(dir, `.rollout-${remote}.lock`);
export const remotesDir = (dir: string): string => path.join(dir, 'remotes');
export const versionDir = (dir: string, remote: string, version: string): string => path.join(remotesDir(dir), remote, version);

/** URL path of a published version's folder on the edge. */
export const versionUrlPath = (remote: string, version: string): string => `/remotes/${remote}/${version}/`;

/** Who is operating: recorded in the audit trail. */
export function defaultOperator(): string {
  if (process.env.OPS_USER) return process.env.OPS_USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
