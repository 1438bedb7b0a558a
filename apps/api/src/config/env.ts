import { z } from 'zod';

const optionalUrl = (protocols: string[], example: string) =>
  z
    .url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: `must be a URL such as ${example}` })
    .optional();

/** See MOLLIE_TIMEOUT_MS. */
export const DEFAULT_MOLLIE_TIMEOUT_MS = 30_000;

export const S3_URL_EXAMPLE = 'http://ACCESS_KEY:SECRET_KEY@127.0.0.1:9000/amora?region=us-east-1';

/** What is wrong with an S3_URL (`http(s)://KEY:SECRET@host:port/bucket[/prefix][?region=]`), or null. */
export function s3UrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a URL such as ${S3_URL_EXAMPLE}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `must start with http:// or https:// (the store's endpoint), such as ${S3_URL_EXAMPLE}`;
  }
  if (!url.username || !url.password)
    return `must hold the access key and secret key, as in ${S3_URL_EXAMPLE}`;
  const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    return 'must name the bucket (3 to 63 lower-case letters, digits, . or -) as its path';
  }
  if (!/^[A-Za-z0-9_.\-/]*$/.test(prefix.join('/'))) {
    return 'may have a key prefix after the bucket of letters, digits, _ . - and / only';
  }
  return null;
}

/** Every environment variable the API reads (DESIGN.md §13), validated once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('production'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ error: 'must be a whole number from 1 to 65535' })
    .min(0, { error: 'must be a whole number from 1 to 65535' })
    .max(65535, { error: 'must be a whole number from 1 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must be a folder path' }).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'postgres://postgres@127.0.0.1:5432/amora'),
  REDIS_URL: optionalUrl(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  SMTP_URL: optionalUrl(['smtp', 'smtps'], 'smtp://user:pass@127.0.0.1:587'),
  /** Uploads in an S3-compatible object store instead of DATA_DIR/uploads (several API processes). */
  S3_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const problem = value === undefined ? null : s3UrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /** The Mollie API the `mollie` payment provider calls; @mollie/api-client speaks https only. */
  MOLLIE_API_ENDPOINT: z
    .url({ protocol: /^https$/, error: 'must be an https URL such as https://api.mollie.com/v2/' })
    .default('https://api.mollie.com/v2/'),
  /**
   * How long a call to Mollie may take before it counts as unanswered: well under the 2 minutes after which
   * a refund's reservation is treated as abandoned, so a hanging call ends while its amount is still held.
   */
  MOLLIE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .positive({ error: 'must be a whole number of milliseconds' })
    .default(DEFAULT_MOLLIE_TIMEOUT_MS),
  ADMIN_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, { error: 'must be a host name such as admin.localhost' })
    .default('admin.localhost'),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' })
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * The demo staff logins (README) with the demo data. `auto`: on a local admin host (`*.localhost`) or
   * outside production, never on a real deployment unless asked with `1`.
   */
  SEED_DEMO_STAFF: z
    .enum(['auto', '0', '1', 'true', 'false'], { error: 'must be auto, 0, 1, true or false' })
    .default('auto'),
});
export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; empty strings count as unset. Throws one error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const values = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = envSchema.safeParse(values);
  if (result.success) return result.data;
  throw new InvalidEnvironmentError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown =
        name === 'SESSION_SECRET' || name.endsWith('_URL') ? '(hidden)' : JSON.stringify(values[name]);
      return `${name} ${issue.message} (got ${shown})`;
    }),
  );
}
