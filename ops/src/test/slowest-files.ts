import path from 'node:path';

/**
 * Where a run's time went: the test files that took longest, read from the reports `npm test`
 * writes (jest's `--json`, Playwright's JSON reporter). Printed at the end of every run, so the
 * next lever on the twenty-minute whole (issue 35 §7) is in the log of the run that needs it.
 */
export interface FileTime {
  file: string;
  seconds: number;
}

interface JestReport {
  testResults?: Array<{ name: string; startTime?: number; endTime?: number }>;
}

interface PlaywrightSuite {
  file?: string;
  specs?: Array<{ file?: string; tests?: Array<{ results?: Array<{ duration?: number }> }> }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

/** Each test file's wall time in a jest report (its start to its end, the file's hooks included). */
export function jestFileTimes(report: JestReport, root: string): FileTime[] {
  return (report.testResults ?? [])
    .filter((result) => result.startTime !== undefined && result.endTime !== undefined)
    .map((result) => ({ file: path.relative(root, result.name), seconds: (result.endTime! - result.startTime!) / 1000 }));
}

/** Each journey file's time in a Playwright report: the sum of its tests' runs (retries included). */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const byFile = new Map<string, number>();
  const visit = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file ?? '?';
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byFile].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

/** The `count` slowest files, longest first, and what share of the runner's summed time they are. */
export function slowestLines(title: string, times: FileTime[], count = 8): string[] {
  if (times.length === 0) return [];
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const share = slowest.reduce((sum, time) => sum + time.seconds, 0);
  return [
    `${title}: ${times.length} files, ${Math.round(total)} s summed; the ${slowest.length} slowest are ${Math.round((100 * share) / total)} %:`,
    ...slowest.map((time) => `  ${time.seconds.toFixed(1).padStart(7)} s  ${time.file}`),
  ];
}
