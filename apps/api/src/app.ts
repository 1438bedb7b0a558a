import 'reflect-metadata';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { answerClientError } from './common/client-error.js';
import { AccessLog, createLogger, PinoNestLogger, requestIdOf } from './common/logger.js';
import { FORM_PATHS, requireRequestType } from './common/request-type.js';
import {
  ADMIN_DOCUMENT_SECURITY_HEADERS,
  API_SECURITY_HEADERS,
  tenantDocumentHeaders,
} from './common/security-headers.js';
import type { Env } from './config/env.js';
import { DEFAULT_ADMIN_DIST, DEFAULT_WEB_DIST, dataPath } from './config/paths.js';
import { registerUploads } from './modules/photos/multipart.js';
import { SettingsFastPath, settingsFastPathServer } from './modules/settings/settings-fast-path.js';
import type { WebDistPaths } from './modules/web-delivery/web-delivery.service.js';
import { TenantResolver } from './tenancy/tenant-resolver.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  dist?: Partial<WebDistPaths>;
  logger?: Logger;
}

/** The whole platform in one Nest application: API, web app per tenant host, admin app on its host. */
export async function createApp(env: Env, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger(env);
  const dist = { web: DEFAULT_WEB_DIST, admin: DEFAULT_ADMIN_DIST, ...options.dist };
  const uploads = dataPath(env, 'uploads');
  let settingsFastPath: SettingsFastPath | undefined;
  const adapter = new FastifyAdapter({
    // cache hits of GET /api/settings.php are answered before Fastify, once the app is ready
    serverFactory: settingsFastPathServer(() => settingsFastPath),
    loggerInstance: logger,
    // one line per request, on response, with its URL redacted
    logController: new AccessLog(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request: IncomingMessage) => requestIdOf(request.headers),
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env, dist), adapter, {
    logger: new PinoNestLogger(logger),
    // Fastify's own JSON parser only: its errors map to invalid_json; other body types answer 415
    bodyParser: false,
  });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  // forms from outside: RFC 8058 one-click unsubscribe and the routes marked `form` (payment provider
  // webhooks, the simulator's checkout); every other call takes JSON only
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!FORM_PATHS.has(request.url.split('?')[0])) {
        const unsupported = Object.assign(new Error('Unsupported Media Type'), {
          statusCode: 415,
          code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        });
        done(unsupported, undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(fastifyCookie);
  // multipart/form-data only for the routes with `upload` in the route table
  await registerUploads(app);
  await mkdir(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, serve: false });
  const adminHost = env.ADMIN_HOST.toLowerCase();
  const tenantDocuments = tenantDocumentHeaders(adminHost);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.headers(API_SECURITY_HEADERS);
    else
      reply.headers(
        hostnameOf(request.host) === adminHost ? ADMIN_DOCUMENT_SECURITY_HEADERS : tenantDocuments,
      );
    done();
  });
  fastify.addHook('onRequest', app.get(TenantResolver).onRequest);
  fastify.addHook('preValidation', requireRequestType);
  app.useGlobalFilters(new ApiExceptionFilter());
  await app.init();
  await fastify.ready();
  settingsFastPath = app.get(SettingsFastPath);
  return app;
}

/** `vonk.example:3000` → `vonk.example`. */
const hostnameOf = (host: string) => host.toLowerCase().split(':', 1)[0];
