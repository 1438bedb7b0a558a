import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_FIELD } from '@amora/contracts';
import { loadContract, REQUEST_TYPE, REQUEST_TYPE_HEADER } from '../../lib/api/api-client';
import { ApiError, codeForStatus } from '../../lib/api/api-error';
import type { PhotosAnswer } from './profile-api';

/** The types the API accepts; it checks the content itself, this only spares a pointless upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/**
 * What the browser can tell before sending: a type other than a photo's, or too many bytes. An empty
 * type (some phones) is left to the server, which decides by the content anyway.
 */
export function precheckPhoto(file: Pick<File, 'type' | 'size'>): ApiError | null {
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return new ApiError('photo_not_image', 415);
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return new ApiError('photo_too_large', 413, { max_mb: PHOTO_MAX_BYTES / (1024 * 1024) });
  }
  return null;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

async function answerOf(xhr: XMLHttpRequest): Promise<PhotosAnswer> {
  const { API_ROUTES, ERRORS, errorBodySchema } = await loadContract();
  const body = parse(xhr.responseText);
  if (xhr.status >= 200 && xhr.status < 300) {
    const parsed = API_ROUTES.uploadPhoto.response.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new ApiError('internal_error', xhr.status, {}, 'unexpected answer');
  }
  const failed = errorBodySchema.safeParse(body);
  if (!failed.success) throw new ApiError(codeForStatus(xhr.status), xhr.status);
  const { code, params, message } = failed.data.error;
  throw new ApiError(code, xhr.status, params, message, Object.hasOwn(ERRORS, code));
}

/**
 * POST /api/photos.php as multipart/form-data. XMLHttpRequest rather than fetch: only it reports the
 * upload's progress (0..1) while the bytes go out.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PhotosAnswer> {
  return new Promise((resolve, reject) => {
    // the page went away while earlier files were sending: the ones still queued are not sent at all
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos.php');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(REQUEST_TYPE_HEADER, REQUEST_TYPE);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => answerOf(xhr).then(resolve, reject);
    xhr.onerror = () => reject(new ApiError('internal_error', 0, {}, 'network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(PHOTO_UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}
