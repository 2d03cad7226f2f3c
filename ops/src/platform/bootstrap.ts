import fs from 'node:fs';
import { contentHash } from './build-files';
import { publish } from './publish';
import { platformOf, type Platform } from './store/platform';
import { switchVersion } from './switch';
import { remoteWorkspaces, type RemoteWorkspace } from './workspaces';

export interface BootstrapOptions {
  platformDir: string | Platform;
  remotes?: RemoteWorkspace[];
  log?: (line: string) => void;
  /** Recorded in the audit trail. */
  by?: string;
}

/**
 * Local development only: makes the platform folder serve what is in the working tree. Each
 * remote's current build is published under its package version and switched to when it is not
 * already live. A build whose version is already published with other content (code changed
 * without a version bump) is published as `<version>-local.<hash8>` instead, since published
 * versions are immutable.
 */
export async function bootstrapPlatform({ platformDir, remotes = remoteWorkspaces(), log = console.log, by = 'npm start' }: BootstrapOptions): Promise<void> {
  const platform = platformOf(platformDir);
  for (const remote of remotes) {
    if (!fs.existsSync(remote.buildDir)) {
      log(`${remote.name}: no build at ${remote.buildDir}; skipped (npm run build -w ${remote.name})`);
      continue;
    }
    const hash = contentHash(remote.buildDir);
    const record = (await platform.readManifest()).remotes[remote.name];
    const published = record?.versions[remote.version];
    let version = remote.version;
    if (published && published.contentHash !== hash) {
      version = `${remote.version}-local.${hash.replace(/^sha256-/, '').slice(0, 8)}`;
      log(
        `${remote.name}: ${remote.version} is already published with other content (code changed without a ` +
          `version bump); publishing this build as ${version}`,
      );
    }
    const result = await publish({ platformDir: platform, remote: remote.name, version, from: remote.buildDir, by });
    if (result.outcome === 'published') log(`${remote.name}: published ${version}`);

    const active = (await platform.readManifest()).remotes[remote.name];
    const activeHash = active?.activeVersion ? active.versions[active.activeVersion]?.contentHash : undefined;
    if (activeHash === hash) {
      log(`${remote.name}: ${active?.activeVersion} is live`);
      continue;
    }
    const switched = await switchVersion({ platformDir: platform, remote: remote.name, version, by, edgeUrl: null });
    log(`${remote.name}: switched ${switched.from ?? 'none'} → ${switched.to}`);
  }
}
