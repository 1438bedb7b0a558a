import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { dataPath } from '../../config/paths.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { parseS3Url } from './s3-url.js';
import { STORAGE, type Storage } from './storage.js';

/** The Storage the environment chose: S3_URL's object store, else files under DATA_DIR/uploads. */
export function storageFor(env: Pick<Env, 'DATA_DIR' | 'S3_URL'>): Storage {
  if (env.S3_URL) return new S3Storage(parseS3Url(env.S3_URL));
  return new LocalStorage(dataPath(env, 'uploads'));
}

@Global()
@Module({
  providers: [
    {
      provide: STORAGE,
      inject: [ENV],
      useFactory: (env: Env) => {
        const storage = storageFor(env);
        new Logger('Storage').log(
          storage instanceof S3Storage
            ? 'Uploads go to the S3-compatible store of S3_URL'
            : 'Uploads go to DATA_DIR/uploads',
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
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
