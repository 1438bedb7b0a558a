// A jest reporter that makes skipped tests loud: it lists every skipped or todo test (with the reason
// its title carries, see apps/api/src/test/requires.ts) in a banner on stderr, and with
// TESTS_REQUIRE_ALL=1 (CI sets it) fails the run, so a green CI means every test ran.
const path = require('node:path');

class SkipsReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
    this.error = undefined;
  }

  onRunComplete(_contexts, results) {
    this.error = undefined;
    // tests left out by -t are the developer's choice of the moment, not a skip
    if (this.globalConfig.testNamePattern) return;
    const skipped = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
        .map((test) => {
          const where = path.relative(this.globalConfig.rootDir, file.testFilePath);
          const todo = test.status === 'todo' ? ' (todo)' : '';
          return `${where} › ${[...test.ancestorTitles, test.title].join(' › ')}${todo}`;
        }),
    );
    if (skipped.length === 0) return;

    const required = process.env.TESTS_REQUIRE_ALL === '1';
    const banner = '!'.repeat(78);
    const lines = [
      '',
      banner,
      `!! ${skipped.length} test${skipped.length === 1 ? '' : 's'} did NOT run:`,
      ...skipped.map((line) => `!!   ${line}`),
      required
        ? '!! TESTS_REQUIRE_ALL=1: this run fails until every test runs.'
        : '!! Set DATABASE_URL and REDIS_URL to run them (TESTS_REQUIRE_ALL=1, as in CI, fails on any skip).',
      banner,
      '',
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    if (required) this.error = new Error(`${skipped.length} tests were skipped (TESTS_REQUIRE_ALL=1)`);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = SkipsReporter;
