import { ApiError } from '../../common/api-error.js';
import { assertMayReply } from './member-permissions.js';

describe('assertMayReply', () => {
  it('lets a confirmed member reply', () => {
    expect(() => assertMayReply({ status: 'active' })).not.toThrow();
  });

  it.each([
    ['not_confirmed', 'account_not_confirmed'],
    ['pending_deletion', 'authentication_required'],
    ['deleted', 'authentication_required'],
  ] as const)('refuses a %s member with %s', (status, code) => {
    try {
      assertMayReply({ status });
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(code);
    }
  });
});
