/**
 * Tests that need a service this machine may lack (PostgreSQL, Redis). Without it they are skipped,
 * never silently: the title says what is missing, the jest reporter (scripts/jest-skips-reporter.cjs)
 * lists every skipped test in a banner on stderr, and with TESTS_REQUIRE_ALL=1 (CI) a skip fails the run.
 */
type TestFn = (name: string, fn: jest.ProvidesCallback, timeout?: number) => void;
type DescribeFn = (name: string, fn: () => void) => void;

const missing = {
  postgres: process.env.DATABASE_URL ? null : 'needs PostgreSQL: DATABASE_URL is not set',
  redis: process.env.REDIS_URL ? null : 'needs Redis: REDIS_URL is not set',
};

const skippedTitle = (name: string, reason: string) => `${name} [skipped: ${reason}]`;

const itNeeding =
  (reason: string | null): TestFn =>
  (name, fn, timeout) =>
    reason ? it.skip(skippedTitle(name, reason), fn, timeout) : it(name, fn, timeout);

const describeNeeding =
  (reason: string | null): DescribeFn =>
  (name, fn) =>
    reason ? describe.skip(skippedTitle(name, reason), fn) : describe(name, fn);

/** A test that only PostgreSQL can show (several processes on one database, real advisory locks). */
export const itOnPostgres = itNeeding(missing.postgres);
/** Tests of what several API processes share through Redis. */
export const describeWithRedis = describeNeeding(missing.redis);
