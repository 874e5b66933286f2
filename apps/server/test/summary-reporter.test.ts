import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import SummaryReporter from '../../../scripts/summary-reporter';

/** A test file as the reporter sees it: its own state and its tests' states. */
const file = (state: string, tests: string[]) =>
  ({
    state: () => state,
    children: { allTests: () => tests.map((s) => ({ result: () => ({ state: s }) })) },
  }) as unknown as TestModule;

function lastLine(modules: TestModule[], errors: unknown[] = []) {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  new SummaryReporter().onTestRunEnd(modules, errors);
  return String(write.mock.calls.at(-1)?.[0]).trim();
}

describe("npm test's last line", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts each test once, and each file that failed on its own as a failure', () => {
    expect(
      lastLine([
        file('passed', ['passed', 'passed', 'skipped']),
        file('failed', ['passed', 'failed']),
        // A beforeAll that threw: its tests are skipped, the file failed.
        file('failed', ['skipped', 'skipped']),
        // A file that did not load.
        file('failed', []),
      ]),
    ).toBe('3 passed, 3 failed, 3 skipped');
  });

  it('counts an error outside any test as a failure', () => {
    expect(lastLine([file('passed', ['passed'])], [new Error('unhandled')])).toBe(
      '1 passed, 1 failed, 0 skipped',
    );
  });
});
