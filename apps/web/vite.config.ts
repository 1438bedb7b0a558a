import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_ROUTES } from '@amora/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';
import { compileMessages } from './src/i18n/compile-messages';
import { skipIntlLocaleChecks } from './src/i18n/skip-intl-locale-checks';

const API_TARGET = process.env.AMORA_API_URL ?? 'http://127.0.0.1:3000';
/**
 * What the API answers beside the app: its calls and the uploads (photos, logos) under the default
 * cdn_prefix, which the dev server would otherwise answer with index.html. changeOrigin stays false so the
 * API sees the tenant's Host header.
 */
const API_PROXY = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/media': { target: API_TARGET, changeOrigin: false },
};
const I18N_DIR = fileURLToPath(new URL('./src/i18n', import.meta.url));
const COMPILED = '.compiled.js';
const PAGE_LOADERS = fileURLToPath(new URL('./src/app/router/page-loaders.ts', import.meta.url));

/**
 * The site runs on Preact through preact/compat: the same components, hooks and libraries (react-router,
 * styled-components, react-intl, swr) at a fraction of react-dom's size, so the first load fits its budget.
 * Jest maps the same names (jest.config.cjs), so the tests run on what ships.
 */
const PREACT_COMPAT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The languages' messages reach the browser already parsed to react-intl's AST: an import of
 * ./src/i18n/<locale>.json becomes <locale>.compiled.js, made here from the JSON. So the bundle needs
 * no ICU parser (see the alias below) and the browser parses nothing at start.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'amora:precompiled-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/^\.\/[a-z]{2}\.json$/.test(source)) return null;
      const path = resolve(dirname(importer), source);
      return dirname(path) === I18N_DIR ? path.replace(/\.json$/, COMPILED) : null;
    },
    async load(id) {
      if (!id.endsWith(COMPILED) || dirname(id) !== I18N_DIR) return null;
      const file = `${id.slice(0, -COMPILED.length)}.json`;
      this.addWatchFile(file);
      const compiled = compileMessages(JSON.parse(await readFile(file, 'utf8')), file);
      // JSON.parse of a string is faster for the engine than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/** The route names of page-loaders.ts with the module each one imports (directly or through a const). */
async function pageModules(): Promise<Map<string, string>> {
  const source = await readFile(PAGE_LOADERS, 'utf8');
  const shared = new Map(
    [...source.matchAll(/const (\w+): PageLoader = \(\) =>\s*import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]),
  );
  const pages = new Map<string, string>();
  for (const m of source.matchAll(/^\s*'?([\w-]+)'?: (?:\(\) =>\s*import\('([^']+)'\)|(\w+),)/gm)) {
    const specifier = m[2] ?? shared.get(m[3]);
    if (specifier) pages.set(m[1], specifier);
  }
  return pages;
}

/**
 * Writes preload.json: for each language and each route, the chunks its first render needs beyond the
 * entry's. The API puts them into index.html as modulepreload links, so the browser fetches the
 * messages and the page beside the entry instead of after running it (one round trip less).
 */
function preloadMap(): Plugin {
  return {
    name: 'amora:preload-map',
    apply: 'build',
    async generateBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const loaded = closure(entry.fileName);
      const needs = (file: string) => [...closure(file)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      const byModule = new Map(
        [...chunks.values()].flatMap((c) =>
          c.isDynamicEntry && c.facadeModuleId ? [[c.facadeModuleId, c] as const] : [],
        ),
      );

      const messages: Record<string, string[]> = {};
      for (const [id, chunk] of byModule) {
        const locale =
          id.endsWith(COMPILED) &&
          dirname(id) === I18N_DIR &&
          id.slice(-COMPILED.length - 2, -COMPILED.length);
        if (locale) messages[locale] = needs(chunk.fileName);
      }
      const routes: Record<string, string[]> = {};
      const pages = await pageModules();
      const unread = Object.keys(WEB_ROUTES).filter((name) => !pages.has(name));
      if (unread.length) this.error(`preload map: page-loaders.ts read without ${unread.join(', ')}`);
      for (const [name, specifier] of pages) {
        const id = (await this.resolve(specifier, PAGE_LOADERS))?.id;
        const chunk = id && byModule.get(id);
        if (!chunk) this.error(`preload map: no chunk for the page of route ${name} (${specifier})`);
        routes[name] = needs(chunk.fileName);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'preload.json',
        source: JSON.stringify({ messages, routes }),
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), precompiledMessages(), skipIntlLocaleChecks(), preloadMap(), precompress()],
  resolve: {
    // Every message is compiled (above): the production bundle leaves out the ICU parser, as react-intl's
    // docs describe. The dev server keeps it, so messages can change without a rebuild.
    alias: [
      ...PREACT_COMPAT,
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // zod probes for eval (new Function) to speed up object parsing when its schemas are built; the
        // API's Content-Security-Policy (script-src 'self') refuses it and Chrome logs a violation on
        // every page. Set before zod's own code runs, `jitless` skips the probe; eval is refused anyway.
        banner: (chunk) => (chunk.name === 'zod' ? 'globalThis.__zod_globalConfig={jitless:true};' : ''),
        // Libraries change less often than the app: a chunk of their own stays cached across deployments.
        // One vendor chunk rather than one per library: over HTTP/1.1 (6 connections) every extra request
        // of the first load can wait a round trip; measured on Lighthouse's slow 4G, FCP and LCP came
        // ~0.2 s earlier. zod has its own chunk, out of the first load: nothing there validates with it. The
        // API client and the injected settings check load the contract lazily (lib/api/contract.ts); the
        // theme's createTheme (isColour) and the signup's traffic source (features/signup/tracking.ts) check
        // without zod.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs|styled-components|stylis|@emotion|swr|use-sync-external-store|dequal)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The shared components with the theme they are built on. Left alone, Rolldown gives the theme a
            // chunk of its own (the lazily loaded settings schema reads its palette schema too): one request
            // more before the first paint, which over HTTP/1.1 can wait a round trip (see above). Not the
            // palette schema (theme's palette.ts), which needs zod: it goes with the contract, lazily.
            {
              name: 'ui',
              test: /[\\/]packages[\\/](ui[\\/]|theme[\\/](?!(src|dist)[\\/]palette\.[jt]s$))|node_modules[\\/]colord[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Tenants are told apart by host name: vonk.localhost, herz.localhost, ...
    allowedHosts: ['.localhost'],
    proxy: API_PROXY,
  },
  preview: {
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy: API_PROXY,
  },
}));
