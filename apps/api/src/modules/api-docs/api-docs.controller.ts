import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { buildOpenApiDocument } from '@amora/contracts';
import { Controller, Get, Headers, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DOCUMENT_SECURITY_HEADERS } from '../../common/security-headers.js';
import { AdminHostGuard } from '../admin-auth/admin-host.guard.js';

const API_VERSION = '1';

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Amora API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"theme":"purple","hideClientButton":true,"withDefaultFonts":false,"telemetry":false,"showDeveloperTools":"never","agent":{"disabled":true},"mcp":{"disabled":true}}'></script>
<script src="/api/reference/scalar.js"></script>
</body>
</html>
`;

/** Scalar's self-contained bundle, read once and kept with its gzip (3.5 MB → about 1 MB on the wire). */
let scalarBundle: { plain: Buffer; gzip: Buffer } | undefined;
function scalar() {
  if (!scalarBundle) {
    const path = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
    const plain = readFileSync(path);
    scalarBundle = { plain, gzip: gzipSync(plain) };
  }
  return scalarBundle;
}

/** The API described for others: the OpenAPI document on every host, its reference page on the admin host. */
@Controller('api')
export class ApiDocsController {
  private readonly document = JSON.stringify(buildOpenApiDocument(API_VERSION));

  @Get('openapi.json')
  openApi(@Res() reply: FastifyReply) {
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .type('application/json; charset=utf-8')
      .send(this.document);
  }

  @Get('reference')
  @UseGuards(AdminHostGuard)
  reference(@Res() reply: FastifyReply) {
    return reply
      .headers(DOCUMENT_SECURITY_HEADERS)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(REFERENCE_PAGE);
  }

  @Get('reference/scalar.js')
  @UseGuards(AdminHostGuard)
  scalarBundle(@Headers('accept-encoding') acceptEncoding: string | undefined, @Res() reply: FastifyReply) {
    const bundle = scalar();
    const gzip = /\bgzip\b/.test(acceptEncoding ?? '');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Accept-Encoding')
      .headers(gzip ? { 'content-encoding': 'gzip' } : {})
      .type('text/javascript; charset=utf-8')
      .send(gzip ? bundle.gzip : bundle.plain);
  }
}
