import type { AuditEntry, PlatformManifest, RemoteRecord } from '@atlas/contracts/platform-manifest';

/** Human-readable views of the manifest and the audit trail, for the terminal. */

function describeRecord(record: RemoteRecord): string[] {
  const canary = record.canary ? `${record.canary.version} at ${record.canary.percent}%` : 'off';
  const lines = [
    `${record.name} (container ${record.container})`,
    `  active ${record.activeVersion ?? 'none'}   last good ${record.lastGoodVersion ?? 'none'}   ` +
      `canary ${canary}   overrides ${record.allowOverride ? 'allowed' : 'denied'}`,
    `  history ${record.history.length ? record.history.join(' → ') : '(empty)'}`,
    '  versions',
  ];
  const versions = Object.values(record.versions).sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  for (const version of versions) {
    const marker = version.version === record.activeVersion ? '*' : version.version === record.canary?.version ? '~' : ' ';
    lines.push(
      `   ${marker} ${version.version.padEnd(24)} published ${version.publishedAt} by ${version.publishedBy}   ` +
        `${version.contentHash.slice(0, 15)}   ${version.routes.length} routes, ${version.widgets.length} widgets`,
    );
  }
  return lines;
}

export function describeManifest(manifest: PlatformManifest, remote?: string): string {
  const records = Object.values(manifest.remotes).filter((record) => !remote || record.name === remote);
  if (!records.length) return remote ? `${remote} has never been published` : 'no remote has been published yet';
  return [...records.flatMap((record) => [...describeRecord(record), '']), '* active   ~ canary'].join('\n');
}

export function describeAudit(entries: AuditEntry[]): string {
  if (!entries.length) return 'the audit trail is empty';
  return entries
    .map((entry) => {
      const change = entry.from || entry.to ? `${entry.from ?? '(none)'} → ${entry.to ?? '(none)'}` : '';
      const detail = entry.detail && entry.action !== 'publish' ? `  (${entry.detail})` : '';
      return `${entry.at}  ${entry.by.padEnd(12)} ${entry.action.padEnd(15)} ${entry.remote.padEnd(18)} ${change}${detail}`;
    })
    .join('\n');
}
