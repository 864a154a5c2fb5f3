// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { e2eFileTimes, flakyTests, formatReport, unitFileTimes } from '../../../scripts/testReport/summarize';

const playwright = {
  suites: [
    {
      title: 'users.spec.ts',
      file: 'users.spec.ts',
      specs: [{ title: 'lists users', file: 'users.spec.ts', tests: [{ status: 'expected', results: [{ duration: 4000, retry: 0 }] }] }],
      suites: [
        {
          title: 'es',
          file: 'users.spec.ts',
          specs: [
            {
              title: 'resizes a column',
              file: 'users.spec.ts',
              tests: [{ status: 'flaky', results: [{ duration: 6000, retry: 0, status: 'failed' }, { duration: 5000, retry: 1, status: 'passed' }] }],
            },
          ],
        },
      ],
    },
    { title: 'smoke.spec.ts', file: 'smoke.spec.ts', specs: [{ title: 'opens', file: 'smoke.spec.ts', tests: [{ status: 'expected', results: [{ duration: 2500, retry: 0 }] }] }] },
  ],
};

describe('npm test time report', () => {
  it('sums an e2e file over its tests and their retries, and names the tests that passed only on a retry', () => {
    expect(e2eFileTimes(playwright)).toEqual([
      { kind: 'e2e', file: 'users.spec.ts', seconds: 15 },
      { kind: 'e2e', file: 'smoke.spec.ts', seconds: 2.5 },
    ]);
    expect(flakyTests(playwright)).toEqual(['users.spec.ts: es › resizes a column']);
  });

  it('times a unit file from its start to its end, relative to the checkout', () => {
    const unit = { testResults: [{ name: '/repo/tests/unit/a.test.ts', startTime: 1000, endTime: 3500 }] };
    expect(unitFileTimes(unit, '/repo')).toEqual([{ kind: 'unit', file: 'tests/unit/a.test.ts', seconds: 2.5 }]);
  });

  it('prints the parts, the slowest files first (at most the count asked) and the flaky tests', () => {
    const text = formatReport(
      [
        { part: 'type check', seconds: 61, ok: true },
        { part: 'unit tests', seconds: 500, ok: false },
      ],
      [
        { kind: 'unit', file: 'fast.test.ts', seconds: 1 },
        { kind: 'e2e', file: 'slow.spec.ts', seconds: 90 },
        { kind: 'unit', file: 'middle.test.ts', seconds: 30 },
      ],
      ['users.spec.ts: es › resizes a column'],
      2,
    );
    expect(text).toContain('type check');
    expect(text).toMatch(/✗ unit tests\s+8 min 20 s/);
    expect(text).toMatch(/whole run\s+9 min 21 s/);
    expect(text.indexOf('slow.spec.ts')).toBeLessThan(text.indexOf('middle.test.ts'));
    expect(text).not.toContain('fast.test.ts');
    expect(text).toContain('1 e2e test(s) passed only on a retry');
  });

  it('gives the whole run as measured when parts ran alongside others, not their sum', () => {
    const parts = [
      { part: 'type check (alongside the unit tests)', seconds: 40, ok: true },
      { part: 'unit tests', seconds: 170, ok: true },
    ];
    expect(formatReport(parts, [], undefined, 15, 175)).toMatch(/whole run\s+2 min 55 s/);
    expect(formatReport(parts, [], undefined)).toMatch(/whole run\s+3 min 30 s/);
  });

  it('says so when no test needed a retry, and nothing of retries when the e2e tests did not run', () => {
    expect(formatReport([], [], [])).toContain('no e2e test needed a retry');
    expect(formatReport([], [], undefined)).not.toContain('retry');
  });
});
