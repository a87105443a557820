/** The site's VAPID public key (push_public_key: base64url, an uncompressed P-256 point) as bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key; a site whose key changed needs a new one. */
export function madeWithKey(applicationServerKey: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!applicationServerKey) return false;
  const bytes = new Uint8Array(applicationServerKey);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}
