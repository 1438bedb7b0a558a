import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { createApp } from '../../app.js';
import { ApiError } from '../../common/api-error.js';
import type { Env } from '../../config/env.js';
import { createStaffAccount } from './staff-accounts.js';

export const STAFF_CLI_USAGE = 'usage: npm run staff -- create-owner <email> [name]';

export interface CliResult {
  /** 0 done, 1 refused, 2 wrong arguments. */
  code: number;
  output: string;
}

const emailSchema = z.email().max(254);

/**
 * `npm run staff -- create-owner <email> [name]`: the first owner of a new installation (or another
 * one). Prints the generated password once; it must be changed at the first sign-in.
 */
export async function runStaffCli(args: string[], env: Env): Promise<CliResult> {
  const [command, email = '', ...nameParts] = args;
  if (command !== 'create-owner' || !emailSchema.safeParse(email).success) {
    return { code: 2, output: STAFF_CLI_USAGE };
  }
  const name = nameParts.join(' ').trim() || email.split('@')[0];
  const app = await createApp({ ...env, SEED_DEMO: false, LOG_LEVEL: 'error' });
  try {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const { member, password } = await dataSource.transaction((db) =>
      createStaffAccount(db, { email, name, grants: [{ role: 'owner', tenantId: null }] }, { staff: null }),
    );
    return {
      code: 0,
      output: [
        `Created the owner ${member.email} (id ${member.id}).`,
        `Password (shown once, to be changed at the first sign-in): ${password}`,
        `Sign in at http://${env.ADMIN_HOST}${env.PORT === 80 ? '' : `:${env.PORT}`}/`,
      ].join('\n'),
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'email_taken') {
      return { code: 1, output: `A staff account with the address ${email.toLowerCase()} exists already.` };
    }
    throw error;
  } finally {
    await app.close();
  }
}
