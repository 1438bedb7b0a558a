// http_ece (web-push's encryption) ships without types: the part the push tests use to decrypt.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
