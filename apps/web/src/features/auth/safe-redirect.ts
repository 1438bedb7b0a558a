/** Where to go after login: the `redirect` query when it is a path of this site, else the members area. */
export function safeRedirect(value: string | null | undefined, fallback = '/members'): string {
  if (!value?.startsWith('/')) return fallback;
  // "//evil.example" and "/\evil.example" are other sites to a browser.
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (a newline, a tab) have no place in a path.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
