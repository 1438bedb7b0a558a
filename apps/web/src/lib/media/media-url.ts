/** A picture's URL: the tenant's `cdn_prefix` (e.g. `/media/`) joined with the stored file name. */
export function mediaUrl(cdnPrefix: string, file: string): string {
  return `${cdnPrefix.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}
