/** The site's title from settings: index_title, else the tenant's name. */
export function baseTitle(settings: { index_title: string; name: string }): string {
  return settings.index_title.trim() || settings.name;
}

/** Spec §1: the title gets "(N) " in front, N being unread messages plus new likes. */
export function formatDocumentTitle(base: string, unreadCount = 0): string {
  return unreadCount > 0 ? `(${unreadCount}) ${base}` : base;
}
