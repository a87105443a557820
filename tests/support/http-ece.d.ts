/** The part of http_ece (RFC 8188 encrypted content-encoding) the fake push service uses to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParameters {
    version: 'aes128gcm';
    /** The receiver's (the browser's) key pair; the sender's public key is in the body's header. */
    privateKey: ECDH;
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer };
  export default ece;
}
