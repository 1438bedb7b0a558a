import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** An S3_URL for the API: the store's endpoint, its credentials and the bucket. */
  url: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server in this process (s3rver on a free port), with a new bucket made through the API of S3. */
export async function startTestS3(bucket = 'amora-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'amora-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
