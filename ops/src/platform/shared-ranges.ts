import fs from 'node:fs';
import path from 'node:path';
import { parseFederationManifest } from './mf-manifest';
import { satisfies } from 'semver';
import { Refusal } from './refusal';

/** What a shell build provides (`shared-scope.json` beside its index.html). */
export interface SharedScope {
  shell: string;
  provides: Record<string, string>;
}

export interface SharedRequirement {
  name: string;
  requiredVersion: string;
}

function parseSharedScope(text: string): SharedScope {
  const parsed = JSON.parse(text) as Partial<SharedScope>;
  if (!parsed || typeof parsed.shell !== 'string' || !parsed.provides || typeof parsed.provides !== 'object') {
    throw new Error('not a shared scope ({ shell, provides })');
  }
  return parsed as SharedScope;
}

/** What a build's platform-remote.json `requires` of the live shell (the shell's federation runtime, for a build that runs on it). */
function declaredRequirements(declarationText: string | null | undefined): SharedRequirement[] {
  if (!declarationText) return [];
  let declaration: { requires?: Record<string, unknown> } | null;
  try {
    declaration = JSON.parse(declarationText) as typeof declaration;
  } catch (error) {
    throw new Refusal(`its platform-remote.json is not JSON (${(error as Error).message})`);
  }
  return Object.entries(declaration?.requires ?? {}).flatMap(([name, range]) => (typeof range === 'string' ? [{ name, requiredVersion: range }] : []));
}

/**
 * What a published build needs from the live shell: the singleton ranges it was made against (its
 * mf-manifest.json), and what its platform-remote.json requires besides.
 */
function requiredRanges(manifestText: string, declarationText?: string | null): SharedRequirement[] {
  const manifest = parseFederationManifest(manifestText) as { shared?: { name: string; requiredVersion?: string | false; singleton?: boolean }[] };
  const shared = (manifest.shared ?? [])
    .filter((library) => library.singleton && typeof library.requiredVersion === 'string')
    .map((library) => ({ name: library.name, requiredVersion: library.requiredVersion as string }));
  return [...shared, ...declaredRequirements(declarationText)];
}

/** The requirements the scope does not meet, each said in words. */
export function unmetRequirements(requirements: SharedRequirement[], scope: SharedScope): string[] {
  return requirements.flatMap(({ name, requiredVersion }) => {
    const provided = scope.provides[name];
    if (!provided) return [`${name} ${requiredVersion} (the shell provides none)`];
    return satisfies(provided, requiredVersion) ? [] : [`${name} ${requiredVersion} (the shell provides ${provided})`];
  });
}

interface LiveShell {
  scope: SharedScope;
  source: string;
}

/**
 * The live shell's scope: from the edge when it answers (what browsers get), else from the
 * shell's build folder. Null when neither says.
 */
async function liveShellScope(edgeUrl: string | null, shellDir: string | null): Promise<LiveShell | null> {
  if (edgeUrl) {
    const url = `${edgeUrl}/shared-scope.json`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { scope: parseSharedScope(await response.text()), source: url };
    } catch {
      // The edge is down or serves a shell without a scope: fall back to the build folder.
    }
  }
  if (shellDir) {
    const file = path.join(shellDir, 'shared-scope.json');
    if (fs.existsSync(file)) return { scope: parseSharedScope(fs.readFileSync(file, 'utf8')), source: file };
  }
  return null;
}

export interface SharedRangesCheck {
  label: string;
  manifestText: string;
  /** The version's platform-remote.json, when it has one. */
  declarationText?: string | null;
  edgeUrl: string | null;
  shellDir: string | null;
}

/**
 * Refuses a remote version built against shared libraries the live shell does not provide at a
 * version in range: it would load, then fail when it renders. Returns a note for the operator.
 */
export async function assertShellSatisfies(check: SharedRangesCheck): Promise<string[]> {
  const { label, manifestText, declarationText, edgeUrl, shellDir } = check;
  const requirements = requiredRanges(manifestText, declarationText);
  if (requirements.length === 0) return [];
  const live = await liveShellScope(edgeUrl, shellDir);
  if (!live) return ['shared ranges not checked: the live shell says nothing of its shared versions (no shared-scope.json)'];
  const unmet = unmetRequirements(requirements, live.scope);
  if (unmet.length) {
    throw new Refusal(
      `${label} needs shared libraries the live shell ${live.scope.shell} does not provide: ${unmet.join('; ')}. ` +
        `Deploy a shell built with them first (npm run build -w shell), then switch (shell scope read from ${live.source})`,
    );
  }
  return [`the live shell ${live.scope.shell} satisfies its ${requirements.length} shared ranges`];
}
