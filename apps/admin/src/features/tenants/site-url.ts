/** A tenant's member site on this console's port (e.g. http://vonk.localhost:4173/ in development). */
export function siteUrl(
  host: string,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}
