/**
 * Enough of semver for the ranges npm writes and Module Federation records: `1.2.3`, `^1.2.3`,
 * `~1.2.3`, `>=1.2.3`, `>1.2.3`, `<=`, `<`, `*`, space-separated (and) and `||` (or).
 */
type Triple = [number, number, number];

function parse(version: string): Triple | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function upperOfCaret([major, minor, patch]: Triple): Triple {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function satisfiesComparator(version: Triple, comparator: string): boolean {
  if (comparator === '*' || comparator === '' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return false;
  const bound = parse(match[2]!);
  if (!bound) return false;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^':
      return order >= 0 && compare(version, upperOfCaret(bound)) < 0;
    case '~':
      return order >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(parsed, comparator)),
  );
}
