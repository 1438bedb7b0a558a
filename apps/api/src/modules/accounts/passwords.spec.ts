import { ApiError } from '../../common/api-error.js';

// Counts the loads of the common-password dictionary (jest.mock's factory runs when it is first required).
const mockDictionary = { loads: 0 };
jest.mock('@zxcvbn-ts/language-common', () => {
  mockDictionary.loads += 1;
  return jest.requireActual('@zxcvbn-ts/language-common');
});

const codeOf = async (check: Promise<void>) => {
  try {
    await check;
    return 'none';
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
};

describe('the common-password check', () => {
  it('loads its dictionary at the first check, not with the module, and answers every check made meanwhile', async () => {
    const { assertNewPassword, assertPasswordAllowed } = await import('./passwords.js');
    expect(mockDictionary.loads).toBe(0);

    // the first checks arrive together, before the dictionary is there: none may pass a common password
    const codes = await Promise.all([
      codeOf(assertPasswordAllowed('Password1')),
      codeOf(assertPasswordAllowed('velvet-sunrise-42')),
      codeOf(assertNewPassword('qwertyuiop', 'qwertyuiop')),
      codeOf(assertPasswordAllowed('short')),
    ]);
    expect(codes).toEqual(['password_too_common', 'none', 'password_too_common', 'password_too_short']);
    expect(mockDictionary.loads).toBe(1);
  });
});
