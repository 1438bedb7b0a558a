import { API_ROUTES, type ApiRoute, PHOTO_MAX_BYTES } from '@amora/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { sendError } from '../../common/api-exception.filter.js';
import { photoLimitParams } from './image-pipeline.js';

/** The routes of the route table that take one file as multipart/form-data (`upload: { field }`). */
const UPLOAD_ROUTES = new Set(
  Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((route) => route.upload)
    .map((route) => `${route.method} ${route.path}`),
);

/**
 * multipart/form-data for the upload routes only: every other call still takes JSON alone (415 for a
 * form). Busboy stops keeping a file at PHOTO_MAX_BYTES and takes one file and a few small fields.
 */
export async function registerUploads(app: NestFastifyApplication) {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 6,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preValidation', (request, reply, done) => {
    const route = `${request.method} ${request.routeOptions.url}`;
    if (!request.routeOptions.url || !request.isMultipart() || UPLOAD_ROUTES.has(route)) return done();
    sendError(new ApiError('unsupported_media_type'), request, reply);
  });
}

const fieldProblem = (field: string, message: string) =>
  new ApiError('validation_failed', { fields: [{ path: field, message }] });

/** Multipart errors of @fastify/multipart and busboy, as the client's fault with a code of ours. */
function uploadError(error: unknown, field: string): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('photo_too_large', photoLimitParams);
  if (code === 'FST_FILES_LIMIT') return fieldProblem(field, 'send one file at a time');
  return fieldProblem(field, 'the multipart/form-data body could not be read');
}

/**
 * The one file of an upload request, in memory (at most PHOTO_MAX_BYTES): refused without a
 * multipart body, without a file in `field`, or with a file in another field.
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw fieldProblem(field, `send the file as multipart/form-data in the field "${field}"`);
  }
  let file: Buffer | undefined;
  let problem: ApiError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && !file && !problem) {
        file = await part.toBuffer();
        continue;
      }
      problem ??= fieldProblem(field, `send one file, in the field "${field}"`);
      // read to its end, so that the parts after it still arrive
      for await (const _chunk of part.file);
    }
  } catch (error) {
    throw uploadError(error, field);
  }
  if (problem) throw problem;
  if (!file) throw fieldProblem(field, `no file in the field "${field}"`);
  return file;
}
