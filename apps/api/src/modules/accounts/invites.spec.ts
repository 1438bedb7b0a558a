import { createInvite, isValidInvite } from './invites.js';

describe('invitations', () => {
  const secret = 'x'.repeat(40);

  it('open only the tenant they were made for', () => {
    const code = createInvite(secret, 'spark', 'for anna!');
    expect(code.startsWith('foranna.')).toBe(true);
    expect(isValidInvite(secret, 'spark', code)).toBe(true);
    expect(isValidInvite(secret, 'vonk', code)).toBe(false);
    expect(isValidInvite('y'.repeat(40), 'spark', code)).toBe(false);
    expect(isValidInvite(secret, 'spark', `${code}x`)).toBe(false);
  });
});
