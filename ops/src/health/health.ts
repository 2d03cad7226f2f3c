/**
 * `ops health <remote>`: per version of a remote over a window, what customers' browsers reported
 * (page views, errors per page view, load failures by phase, p75 LCP/INP/CLS), the stable version
 * first, and — when a canary runs — the judge's reading of canary against stable on that window.
 */
import type { RemoteRecord } from '@atlas/contracts/platform-manifest';
import { emptyArm, errorRate, failuresOf, judge, p75Of, type ArmStats, type Judgement } from './judge';

/** `30m`, `2h`, `45s`, `1500ms`, `1d` → milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) throw new Error(`a duration is a number and a unit (ms, s, m, h, d), such as 30m; got ${text}`);
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Math.round(Number(match[1]) * unit);
}

export const formatDuration = (ms: number): string =>
  ms % 3_600_000 === 0 && ms > 0 ? `${ms / 3_600_000}h` : ms % 60_000 === 0 && ms > 0 ? `${ms / 60_000}m` : ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(2)} %`);
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const cls = (value: number | null) => (value === null ? '—' : value.toFixed(3));

function describeArm(arm: ArmStats, role: string): string[] {
  const failures = failuresOf(arm);
  const phases = Object.entries(arm.failures)
    .filter(([, count]) => count > 0)
    .map(([phase, count]) => `${phase} ${count}`)
    .join(', ');
  return [
    `  ${arm.version} (${role})`,
    `    page views ${arm.pageViews}   errors ${arm.errors} (${percent(errorRate(arm))} of page views with an error)`,
    `    load failures ${failures}${phases ? ` (${phases})` : ''}${arm.pageViews ? `, ${percent(failures / arm.pageViews)} of page views` : ''}`,
    `    p75 LCP ${ms(p75Of(arm, 'LCP'))}   p75 INP ${ms(p75Of(arm, 'INP'))}   p75 CLS ${cls(p75Of(arm, 'CLS'))}`,
  ];
}

function describeJudgement(judgement: Judgement): string[] {
  return [
    `  verdict: ${judgement.verdict} — ${judgement.reason}`,
    ...judgement.checks.map((check) => {
      const figures = check.metric.startsWith('p75')
        ? `canary ${ms(check.canary)} vs stable ${ms(check.stable)}`
        : `canary ${percent(check.canary)} vs stable ${percent(check.stable)}`;
      const test = check.pValue !== undefined ? `  z ${check.z!.toFixed(2)}, p ${check.pValue.toPrecision(2)} (level ${check.alpha!.toPrecision(2)})` : '';
      return `    ${check.metric.padEnd(14)} ${check.verdict.padEnd(6)} ${figures}${test}  ${check.note}`;
    }),
  ];
}

/** The report: the stable version, the canary, then any other version seen (pinned by an override, or still in caches). */
export function healthReport(record: RemoteRecord, versions: Map<string, ArmStats>, window: { since: Date; until: Date }): string {
  const stable = record.activeVersion;
  const canary = record.canary?.version ?? null;
  const lines = [
    `${record.name}: ${window.since.toISOString()} → ${window.until.toISOString()}` +
      `   stable ${stable ?? 'none'}${record.canary ? `   canary ${record.canary.version} at ${record.canary.percent}%` : ''}`,
  ];
  const order = [stable, canary, ...[...versions.keys()].filter((version) => version !== stable && version !== canary).sort()].filter(
    (version): version is string => Boolean(version),
  );
  for (const version of order) {
    const arm = versions.get(version) ?? emptyArm(version);
    lines.push(...describeArm(arm, version === stable ? 'stable' : version === canary ? 'canary' : 'other'));
  }
  if (stable && canary) {
    lines.push('', `canary against stable on this window (one look):`);
    lines.push(...describeJudgement(judge(versions.get(canary) ?? emptyArm(canary), versions.get(stable) ?? emptyArm(stable), 1)));
  }
  if (!versions.size) lines.push('  no telemetry for this remote in the window');
  return lines.join('\n');
}
