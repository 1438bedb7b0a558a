import { randomBytes } from 'node:crypto';
import { InvalidEnvironmentError, parseEnv } from '../../config/env.js';
import { sessionSecret } from '../../config/paths.js';
import { createInvite } from './invites.js';

/** `npm run invite -- <tenant-slug> [label]`: prints a signup link for an invite-only tenant. */
function main() {
  const [slug, label = randomBytes(4).toString('hex')] = process.argv.slice(2);
  if (!slug || !/^[a-z0-9-]+$/.test(slug)) {
    console.error('usage: npm run invite -- <tenant-slug> [label]');
    process.exit(2);
  }
  try {
    const code = createInvite(sessionSecret(parseEnv()), slug, label);
    console.log(`/signup?invite=${encodeURIComponent(code)}`);
  } catch (error) {
    console.error(error instanceof InvalidEnvironmentError ? error.message : String(error));
    process.exit(1);
  }
}

main();
