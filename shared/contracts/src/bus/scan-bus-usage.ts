/**
 * Finds, in source texts, the bus events each part listens to and emits, so a test can prove
 * that every event listened to is emitted somewhere. Recognised forms:
 *   listen: take / takeEvery / takeLatest / takeLeading / takeMaybe / debounce / throttle
 *           (busEvents.x or [busEvents.x, ...]), busEvents.x.match(, busEvents.x.type,
 *           addCase(busEvents.x, isAnyOf(busEvents.x
 *   emit:   put(busEvents.x(, putResolve(busEvents.x(, dispatch(busEvents.x(
 * Aliases (`const { x } = busEvents`) are not followed: refer to events as `busEvents.x`.
 */
export interface SourceFile {
  path: string;
  text: string;
}

export interface BusUsage {
  listened: Map<string, string[]>;
  emitted: Map<string, string[]>;
}

const EVENT = /busEvents\s*\.\s*(\w+)/g;
const LISTEN_CALL = /\b(?:take|takeEvery|takeLatest|takeLeading|takeMaybe|debounce|throttle|addCase|isAnyOf)\s*\(/g;
const LISTEN_MEMBER = /busEvents\s*\.\s*(\w+)\s*\.\s*(?:match\s*\(|type\b)/g;
const EMIT = /\b(?:put|putResolve|dispatch)\s*\(\s*busEvents\s*\.\s*(\w+)\s*\(/g;

function add(map: Map<string, string[]>, name: string, path: string): void {
  const paths = map.get(name) ?? [];
  if (!paths.includes(path)) paths.push(path);
  map.set(name, paths);
}

/** The arguments of a call whose "(" is at `open`, up to its matching ")" (strings not parsed). */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

export function scanBusUsage(files: readonly SourceFile[]): BusUsage {
  const listened = new Map<string, string[]>();
  const emitted = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const match of text.matchAll(EMIT)) add(emitted, match[1] ?? '', path);
    for (const match of text.matchAll(LISTEN_MEMBER)) add(listened, match[1] ?? '', path);
    for (const match of text.matchAll(LISTEN_CALL)) {
      const args = argumentsAt(text, (match.index ?? 0) + match[0].length - 1);
      // Only the pattern argument(s): stop before the worker (the first top-level argument that is not an event).
      for (const event of args.matchAll(EVENT)) {
        const after = args.slice((event.index ?? 0) + event[0].length);
        if (/^\s*\(/.test(after)) continue; // busEvents.x(...) inside a worker is an emit, not a pattern
        add(listened, event[1] ?? '', path);
      }
    }
  }
  return { listened, emitted };
}

/** Events some part listens to and nobody emits, with where they are listened to. */
export function unemittedEvents(usage: BusUsage): Array<{ event: string; listenedIn: string[] }> {
  return [...usage.listened]
    .filter(([event]) => !usage.emitted.has(event))
    .map(([event, listenedIn]) => ({ event, listenedIn }))
    .sort((a, b) => a.event.localeCompare(b.event));
}
