import { relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Makes skipped browser tests loud: every test that did not run (test.skip, test.fixme, or a run cut
 * short) is listed in a banner on stderr, and with TESTS_REQUIRE_ALL=1 (CI sets it) the run fails, so a
 * green CI means every journey ran. The jest twin is scripts/jest-skips-reporter.cjs.
 */
export default class SkipsReporter implements Reporter {
  private root?: Suite;
  onBegin(_config: FullConfig, suite: Suite) {
    this.root = suite;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    // tests left out by --grep or a file filter are not in the suite at all: they do not count
    const skipped = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'skipped');
    if (skipped.length === 0) return undefined;
    const required = process.env.TESTS_REQUIRE_ALL === '1';
    const banner = '!'.repeat(78);
    const lines = [
      '',
      banner,
      `!! ${skipped.length} browser test${skipped.length === 1 ? '' : 's'} did NOT run:`,
      ...skipped.map((test) => {
        const reason = test.annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
        const where = relative(process.cwd(), test.location.file);
        return `!!   ${where} › ${test.titlePath().slice(3).join(' › ')}${reason ? ` [${reason}]` : ''}`;
      }),
      ...(required ? ['!! TESTS_REQUIRE_ALL=1: this run fails until every test runs.'] : []),
      banner,
      '',
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    return required && result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio() {
    return false;
  }
}
