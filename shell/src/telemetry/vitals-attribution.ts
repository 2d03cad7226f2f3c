/**
 * The `web-vitals` attribution build, its own chunk (`field-telemetry-attribution`), loaded by the
 * collector only once a vital of the page is not good (field-telemetry.ts): a first visit whose
 * vitals are good never pays for it. Its observers are buffered, so started late they still see
 * the page's LCP, layout shifts, interactions (event entries of 104 ms and more, the first input)
 * and long animation frames. What it adds to the entries the plain build gives: the script that
 * made a slow interaction slow (the longest script of the interaction's long animation frames,
 * whose URL names its remote), and the interaction's target as it was when it was processed.
 */
// The attribution build as one file, and the collector's own helpers handed over (`Blame`): this
// chunk shares no module with the collector's, which webpack can then bundle as one scope, without a
// wrapper per module (a few hundred bytes of its 3 KB).
import { onCLS, onINP, onLCP, type INPAttribution } from 'web-vitals/attribution';

export type AttributedVital = 'LCP' | 'INP' | 'CLS';

/** How the collector names the remote of a resource URL (`/remotes/<name>/…`) and of a node (its area). */
export interface Blame {
  remoteOfUrl: (url: string | undefined) => { remote: string } | null;
  remoteOfNode: (node: Node | null | undefined) => string | undefined;
}

/** What a long animation frame says of each script it ran (Long Animation Frames API; not in TypeScript's DOM types yet). */
type ScriptTiming = { duration: number; sourceURL: string };

/** The script of the interaction's long animation frames that ran longest (where its time went). */
export function longestScript(attribution: Pick<INPAttribution, 'longAnimationFrameEntries'>): ScriptTiming | undefined {
  let longest: ScriptTiming | undefined;
  for (const frame of attribution.longAnimationFrameEntries)
    for (const script of (frame as { scripts?: ScriptTiming[] }).scripts ?? []) if (!longest || script.duration > longest.duration) longest = script;
  return longest;
}

/** Starts the attribution build's observer of one vital; `onRemote` hears the remote it blames, as it changes. */
export function attributeVital(name: AttributedVital, onRemote: (remote: string | undefined) => void, { remoteOfUrl, remoteOfNode }: Blame): void {
  const options = { reportAllChanges: true };
  if (name === 'LCP') onLCP(({ attribution }) => onRemote(remoteOfUrl(attribution.url)?.remote ?? remoteOfNode(attribution.lcpEntry?.element)), options);
  else if (name === 'INP')
    onINP(
      ({ attribution }) => onRemote(remoteOfUrl(longestScript(attribution)?.sourceURL)?.remote ?? remoteOfNode(attribution.interactionTargetElement)),
      options,
    );
  else onCLS(({ attribution }) => onRemote(remoteOfNode(attribution.largestShiftSource?.node)), options);
}
