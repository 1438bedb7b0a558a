import type { Settings } from '@amora/contracts';

const HEAD_MARKER = '<!--amora:head-->';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html with the tenant's title, description, colours, manifest and settings injected
 * (DESIGN.md decision 11), so the first paint needs no extra round trip; `preload` names the chunks of
 * the page's language and route, fetched beside the entry rather than after it has run. A page asked for
 * without a session cookie (`visitor`) says so: the app then knows a visitor without asking user.php.
 */
export function renderIndexPage(
  template: string,
  settings: Settings,
  lang: string,
  preload: readonly string[] = [],
  visitor = false,
): string {
  const { theme } = settings;
  const head = [
    ...preload.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...(visitor ? ['<meta name="amora-session" content="none">'] : []),
    `<meta name="description" content="${escapeHtml(settings.description)}">`,
    `<meta name="theme-color" content="${theme.primary}">`,
    '<link rel="manifest" href="/manifest.webmanifest">',
    settings.favicon_url
      ? `<link rel="icon" href="${escapeHtml(settings.favicon_url)}" type="image/png">`
      : '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    `<style>:root{--amora-primary:${theme.primary};--amora-secondary:${theme.secondary};--amora-success:${theme.success};--amora-dark:${theme.dark}}</style>`,
    `<script id="amora-settings" type="application/json">${scriptJson(settings)}</script>`,
  ].join('\n    ');
  return template
    .replace(/<html([^>]*?)\slang="[^"]*"/, '<html$1')
    .replace('<html', `<html lang="${escapeHtml(lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.index_title || settings.name)}</title>`)
    .replace(HEAD_MARKER, head);
}

export function manifestFor(settings: Settings) {
  return {
    name: settings.name,
    short_name: settings.name,
    description: settings.description,
    lang: settings.domain_language.slice(0, 2),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: settings.theme.primary,
    icons: settings.favicon_url
      ? [{ src: settings.favicon_url, sizes: '256x256', type: 'image/png', purpose: 'any' }]
      : [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** A heart on the tenant's primary colour: the tenant's icon until operators upload their own. */
export function iconFor(settings: Settings): string {
  const { primary, secondary } = settings.theme;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path fill="#fff" d="M32 50s-16-9.6-16-21.2C16 23 20.3 19 25.2 19c3 0 5.4 1.6 6.8 3.9C33.4 20.6 35.8 19 38.8 19 43.7 19 48 23 48 28.8 48 40.4 32 50 32 50z"/></svg>`;
}

/** preload.json of the web build: the chunks each language and each route needs beyond the entry. */
export interface PreloadMap {
  messages: Record<string, string[]>;
  routes: Record<string, string[]>;
}

export function parsePreloadMap(text: string | null): PreloadMap {
  const empty: PreloadMap = { messages: {}, routes: {} };
  if (!text) return empty;
  try {
    const parsed = JSON.parse(text) as Partial<PreloadMap>;
    const table = (value: unknown) =>
      value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, files]) => [
              key,
              Array.isArray(files)
                ? files.filter((f) => typeof f === 'string' && f.startsWith('/assets/'))
                : [],
            ]),
          )
        : {};
    return { messages: table(parsed.messages), routes: table(parsed.routes) };
  } catch {
    return empty;
  }
}
