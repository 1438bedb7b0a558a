import { InvalidEnvironmentError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('falls back to the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      ADMIN_HOST: 'admin.localhost',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every bad variable with its own message', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe', SESSION_SECRET: 'short' });
      throw new Error('expected parseEnv to throw');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const { problems } = error as InvalidEnvironmentError;
      expect(problems).toEqual([
        'PORT must be a whole number from 1 to 65535 (got "abc")',
        'DATABASE_URL must be a URL such as postgres://postgres@127.0.0.1:5432/amora (got (hidden))',
        'SESSION_SECRET must be at least 32 characters (got (hidden))',
        'TRUST_PROXY must be 0, 1, true or false (got "maybe")',
      ]);
    }
  });

  it.each([['70000'], ['-1'], ['1.5']])('refuses PORT=%s', (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(/PORT must be a whole number/);
  });
});
