import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amora/contracts';
import argon2 from 'argon2';
import { ApiError } from '../../common/api-error.js';
import { lazyImport } from '../../common/lazy-import.js';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The ~50,000 most common passwords, lower-cased. Loaded at the first sign-up or password change rather than
 * at start: the dictionary is some 2.5 MB of strings that every API process at rest would keep (issue 10).
 */
const loadCommonPasswords = lazyImport(async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((p: string) => p.toLowerCase()));
});

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // no account: spend the same time so the answer does not tell whether the address exists
    await argon2.hash(password, ARGON2_OPTIONS);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Length 8–128 and not among the ~50,000 most common passwords. */
export async function assertPasswordAllowed(password: string): Promise<void> {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new ApiError('password_too_short', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new ApiError('password_too_long', { max: PASSWORD_MAX_LENGTH });
  const commonPasswords = await loadCommonPasswords();
  if (commonPasswords.has(password.toLowerCase())) throw new ApiError('password_too_common');
}

/** The new password twice, equal, and allowed. */
export async function assertNewPassword(password: string, repeat: string): Promise<void> {
  if (password !== repeat) throw new ApiError('passwords_not_same');
  await assertPasswordAllowed(password);
}
