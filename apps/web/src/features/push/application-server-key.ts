/** The tenant's VAPID public key (settings push_public_key, base64url) as PushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Whether a subscription was made with this key (a tenant's new key needs a new subscription). */
export function sameKey(key: ArrayBuffer | null | undefined, base64url: string): boolean {
  if (!key) return false;
  const expected = applicationServerKey(base64url);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}
