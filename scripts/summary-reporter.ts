import type { Reporter, TestModule } from 'vitest/node';

/** Ends every run with one plain line totalling all suites: `N passed, N failed, N skipped`. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const count = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of modules) {
      // A file that failed to load has no tests to count, but it did fail.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        count.failed++;
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
    }
    process.stdout.write(
      `\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`,
    );
  }
}
