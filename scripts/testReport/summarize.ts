// What `npm test` prints at its end (scripts/test.sh): each part's time, the slowest files of the unit and the
// end-to-end runs, and every e2e test that passed only on its retry (a flake to fix at its cause, never to keep).
// Pure: reads the reporters' JSON (vitest's `json`, Playwright's `json`) as parsed values.

export interface PartTime {
  part: string;
  seconds: number;
  ok: boolean;
}

export interface FileTime {
  kind: 'unit' | 'e2e';
  file: string;
  seconds: number;
}

interface VitestJson {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

interface PlaywrightResult {
  duration: number;
  retry: number;
  status?: string;
}
interface PlaywrightTest {
  status?: string;
  results?: PlaywrightResult[];
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests?: PlaywrightTest[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightJson {
  suites?: PlaywrightSuite[];
}

const relative = (file: string, root: string) => (file.startsWith(root) ? file.slice(root.length).replace(/^[\\/]/, '') : file);

/** A vitest file's wall time (its start to its end in its worker). */
export const unitFileTimes = (report: VitestJson, root: string): FileTime[] =>
  (report.testResults ?? []).map((result) => ({
    kind: 'unit',
    file: relative(result.name, root),
    seconds: Math.max(0, ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000),
  }));

/** Every spec under a suite, with the titles of the describe blocks above it (a file's own suite adds none). */
const specsOf = (suite: PlaywrightSuite, path: string[] | null = null): { spec: PlaywrightSpec; titlePath: string[] }[] => {
  const here = path === null ? [] : [...path, suite.title];
  return [
    ...(suite.specs ?? []).map((spec) => ({ spec, titlePath: [...here, spec.title] })),
    ...(suite.suites ?? []).flatMap((child) => specsOf(child, here)),
  ];
};

/** An e2e file's time: the sum of its tests' runs, retries included (the workers run files side by side). */
export const e2eFileTimes = (report: PlaywrightJson): FileTime[] => {
  const byFile = new Map<string, number>();
  for (const suite of report.suites ?? [])
    for (const { spec } of specsOf(suite)) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
  return [...byFile].map(([file, ms]) => ({ kind: 'e2e', file, seconds: ms / 1000 }));
};

/** Tests that failed a run and passed on a retry: Playwright's "flaky". */
export const flakyTests = (report: PlaywrightJson): string[] =>
  (report.suites ?? []).flatMap((suite) =>
    specsOf(suite)
      .filter(({ spec }) => (spec.tests ?? []).some((test) => test.status === 'flaky'))
      .map(({ spec, titlePath }) => `${spec.file}: ${titlePath.filter(Boolean).join(' › ')}`),
  );

const clock = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

export const slowest = (files: FileTime[], count: number) => [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);

/**
 * The report's text. `flaky` undefined: the e2e tests did not run (nothing to say of their retries). `wholeSeconds`:
 * the whole run's time as measured (some parts run alongside others); without it, the parts' sum.
 */
export const formatReport = (parts: PartTime[], files: FileTime[], flaky: string[] | undefined, count = 15, wholeSeconds?: number): string => {
  const total = wholeSeconds ?? parts.reduce((sum, part) => sum + part.seconds, 0);
  const lines = ['== time report', ...parts.map((part) => `${part.ok ? '  ' : '✗ '}${part.part.padEnd(44)} ${clock(part.seconds)}`)];
  lines.push(`  ${'whole run'.padEnd(44)} ${clock(total)}`);
  if (files.length) {
    lines.push(`slowest ${Math.min(count, files.length)} test files:`);
    for (const file of slowest(files, count)) lines.push(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.kind.padEnd(4)} ${file.file}`);
  }
  if (flaky) {
    lines.push(flaky.length ? `✗ ${flaky.length} e2e test(s) passed only on a retry (flaky: fix at the cause):` : 'no e2e test needed a retry');
    for (const name of flaky) lines.push(`  ${name}`);
  }
  return lines.join('\n');
};
