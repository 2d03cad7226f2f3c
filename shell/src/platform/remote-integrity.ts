/**
 * Subresource integrity of each remote entry script, keyed by absolute URL. Filled from the
 * platform manifest before a remote is loaded, read by the federation runtime plugin when it
 * creates the script tag. No dependencies: the runtime plugin runs before shared modules exist.
 */
const integrityByUrl = new Map<string, string>();

function remoteEntryScriptUrl(manifestEntryUrl: string): string {
  return new URL('remoteEntry.js', new URL(manifestEntryUrl, window.location.href)).href;
}

export function rememberRemoteIntegrity(manifestEntryUrl: string, integrity: string | undefined): void {
  if (integrity) integrityByUrl.set(remoteEntryScriptUrl(manifestEntryUrl), integrity);
}

export function integrityFor(scriptUrl: string): string | undefined {
  return integrityByUrl.get(new URL(scriptUrl, window.location.href).href);
}
