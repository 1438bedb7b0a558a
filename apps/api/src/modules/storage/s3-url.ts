import { s3UrlProblem } from '../../config/env.js';

/** Where S3_URL points: `http(s)://ACCESS_KEY:SECRET_KEY@host:port/bucket[/prefix][?region=...]`. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  /** Prepended to every key (empty, or ending in `/`): several sites may share one bucket. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function parseS3Url(value: string): S3Settings {
  const problem = s3UrlProblem(value);
  if (problem) throw new Error(`S3_URL ${problem}`);
  const url = new URL(value);
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefix.length ? `${prefix.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
