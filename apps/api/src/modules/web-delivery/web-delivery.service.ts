import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { isLocale, LOCALE_COOKIE, localeFromTag, matchWebRoute, SESSION_COOKIE } from '@amora/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { countryFromHeaders } from '../settings/geoip.js';
import { SettingsService } from '../settings/settings.service.js';
import { STORAGE, type Storage } from '../storage/storage.js';
import { sendEncoded, sendPrecompressed } from './content-encoding.js';
import { iconFor, manifestFor, type PreloadMap, parsePreloadMap, renderIndexPage } from './index-page.js';

export const WEB_DIST = Symbol('WEB_DIST');
export interface WebDistPaths {
  web: string;
  admin: string;
}

const NOT_BUILT = (app: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title><body style="font-family:system-ui;margin:15vh auto;max-width:32rem"><h1>The ${app} app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/** Serves the built web app on tenant hosts and the admin app on ADMIN_HOST (DESIGN.md decision 11). */
@Injectable()
export class WebDeliveryService {
  private readonly templates = new Map<string, Promise<string | null>>();
  private preloadMap: Promise<PreloadMap> | null = null;

  constructor(
    @Inject(WEB_DIST) private readonly dist: WebDistPaths,
    @Inject(ENV) private readonly env: Env,
    private readonly settings: SettingsService,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/')) throw new NotFoundException();
    // uploads (tenant logos among them) on every host: the console previews what it uploaded
    if (path.startsWith('/media/')) return this.sendMedia(path.slice('/media/'.length), reply);
    if (request.site === 'admin') return this.serveApp(this.dist.admin, 'admin', path, reply, () => null);
    const tenant = request.tenant;
    const host = request.tenantHost;
    if (!tenant || !host) throw new NotFoundException();

    const settings = this.settings.settingsFor(
      tenant,
      host,
      countryFromHeaders(request.headers, this.env.TRUST_PROXY),
    );
    if (path === '/manifest.webmanifest') {
      return reply
        .type('application/manifest+json')
        .header('cache-control', 'public, max-age=3600')
        .send(manifestFor(settings));
    }
    if (path === '/icon.svg') {
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(iconFor(settings));
    }

    const lang = this.localeOf(request, tenant);
    const preloads = await this.preloadsFor(lang, path);
    const visitor = !request.cookies?.[SESSION_COOKIE];
    return this.serveApp(this.dist.web, 'web', path, reply, (template) =>
      renderIndexPage(template, settings, lang, preloads, visitor),
    );
  }

  private async serveApp(
    root: string,
    app: string,
    path: string,
    reply: FastifyReply,
    render: (template: string) => string | null,
  ) {
    const file = await this.existingFile(root, path);
    if (file) {
      reply.header('cache-control', cacheControlOf(path));
      // Hashed assets come compressed from the build; the API never compresses them per request.
      if (await sendPrecompressed(reply, join(root, file))) return reply;
      return reply.sendFile(file, root, { cacheControl: false });
    }
    const template = await this.template(root);
    if (template === null) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT(app));
    const status = app === 'web' && !matchWebRoute(path) ? 404 : 200;
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendEncoded(reply, render(template) ?? template);
  }

  /** Uploaded files from the Storage (local disk or S3): their names are random, so they never change. */
  private async sendMedia(relative: string, reply: FastifyReply) {
    const file = await this.storage.get(relative);
    if (!file) throw new NotFoundException();
    return reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  }

  /** A regular file below root for this URL path, or null; never a path outside root. */
  private async existingFile(root: string, path: string): Promise<string | null> {
    if (path === '/' || !extname(path)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    const absolute = resolve(root, `.${decoded}`);
    if (!absolute.startsWith(root + sep) || decoded.includes('\0')) return null;
    const info = await stat(absolute).catch(() => null);
    return info?.isFile() ? absolute.slice(root.length + 1) : null;
  }

  /** The chunks of the language's messages and of the route's page, when the build listed them. */
  private async preloadsFor(lang: string, path: string): Promise<string[]> {
    if (extname(path)) return [];
    if (!this.preloadMap) {
      const loading = readFile(join(this.dist.web, 'preload.json'), 'utf8')
        .catch(() => null)
        .then(parsePreloadMap);
      this.preloadMap = loading;
      // like the template: a build that appears later is read then
      loading.then((map) => {
        if (!Object.keys(map.routes).length && this.preloadMap === loading) this.preloadMap = null;
      });
    }
    const map = await this.preloadMap;
    const route = matchWebRoute(path)?.name;
    return [...new Set([...(map.messages[lang] ?? []), ...((route && map.routes[route]) || [])])];
  }

  private template(root: string): Promise<string | null> {
    let template = this.templates.get(root);
    if (!template) {
      template = readFile(join(root, 'index.html'), 'utf8').catch(() => null);
      this.templates.set(root, template);
      // a missing build may appear later (npm run build while running): do not cache its absence
      template.then((found) => found === null && this.templates.delete(root));
    }
    return template;
  }

  /** The locale cookie wins; else the tenant's domain_language when supported (spec §7); else its first language. */
  private localeOf(request: FastifyRequest, tenant: Tenant): string {
    const cookie = request.cookies?.[LOCALE_COOKIE];
    if (isLocale(cookie)) return cookie;
    return localeFromTag(tenant.domainLanguage) ?? tenant.languages[0];
  }
}

/** Hashed assets never change; the service worker is checked on every visit (a new one takes over). */
function cacheControlOf(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js') return 'no-cache';
  return 'public, max-age=300';
}
