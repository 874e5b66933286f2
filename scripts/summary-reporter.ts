import type { Reporter, TestModule } from 'vitest/node';

/** Ends every run with one plain line totalling all suites: `N passed, N failed, N skipped`. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const count = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of modules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') failedTests++;
        else count.skipped++;
      }
      count.failed += failedTests;
      // A file that failed on its own (it did not load, or a beforeAll threw and its tests were
      // skipped) failed once more than its tests say.
      if (module.state() === 'failed' && failedTests === 0) count.failed++;
    }
    process.stdout.write(
      `\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`,
    );
  }
}
