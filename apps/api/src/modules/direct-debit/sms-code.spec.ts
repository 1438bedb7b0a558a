import { hashSmsCode, newSmsCode, smsCodeMatches } from './sms-code.js';

const KEY = 'a-server-secret-of-at-least-32-characters';

describe('SMS codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a salted HMAC that matches only the code, and only with the key', () => {
    const stored = hashSmsCode(KEY, '012345');
    expect(stored).not.toContain('012345');
    expect(hashSmsCode(KEY, '012345')).not.toBe(stored);
    expect(smsCodeMatches(KEY, stored, '012345')).toBe(true);
    expect(smsCodeMatches(KEY, stored, ' 012 345 ')).toBe(true);
    expect(smsCodeMatches(KEY, stored, '012346')).toBe(false);
    expect(smsCodeMatches(KEY, stored, '12345')).toBe(false);
    expect(smsCodeMatches(KEY, stored, '')).toBe(false);
    expect(smsCodeMatches(`${KEY}-other`, stored, '012345')).toBe(false);
  });
});
