import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { dataPath } from '../../config/paths.js';
import { LocalStorage } from './local-storage.js';
import { parseS3Url } from './s3-url.js';
import { STORAGE, type Storage } from './storage.js';

/**
 * The Storage the environment chose: S3_URL's object store, else files under DATA_DIR/uploads. The S3
 * client (~20 MB resident) is loaded only when S3_URL is set (issue 10).
 */
export async function storageFor(env: Pick<Env, 'DATA_DIR' | 'S3_URL'>): Promise<Storage> {
  if (env.S3_URL) {
    const { S3Storage } = await import('./s3-storage.js');
    return new S3Storage(parseS3Url(env.S3_URL));
  }
  return new LocalStorage(dataPath(env, 'uploads'));
}

@Global()
@Module({
  providers: [
    {
      provide: STORAGE,
      inject: [ENV],
      useFactory: async (env: Env) => {
        const storage = await storageFor(env);
        new Logger('Storage').log(
          env.S3_URL ? 'Uploads go to the S3-compatible store of S3_URL' : 'Uploads go to DATA_DIR/uploads',
        );
        return storage;
      },
    },
  ],
  exports: [STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE) private readonly storage: Storage) {}

  onApplicationShutdown() {
    // only the S3 store holds connections to close
    (this.storage as Storage & { close?: () => void }).close?.();
  }
}
