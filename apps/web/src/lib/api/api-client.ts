import type { API_ROUTES, ApiResponse, ApiRouteName } from '@amora/contracts';
import { ApiError, codeForStatus } from './api-error';
import { BASE_DELAY_MS, MAX_DELAY_MS, MAX_RETRIES, parseRetryAfter, retryWait } from './retry-policy';

/** Routes that are read with GET: the ones `api.get` accepts. */
export type GetRouteName = {
  [K in ApiRouteName]: (typeof API_ROUTES)[K]['method'] extends 'GET' ? K : never;
}[ApiRouteName];

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** The host sent as forced_domain on settings.php (spec §7). */
  hostname?: () => string;
  sleep?: (ms: number) => Promise<void>;
  /** The clock for a Retry-After given as a date. */
  now?: () => number;
}

export const REQUEST_TYPE_HEADER = 'X-Request-Type';
export const REQUEST_TYPE = 'web';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Contract = typeof import('./contract');
let contractLoad: Promise<Contract> | undefined;
let announceContract: (contract: Contract) => void = () => {};
const contractLoaded = new Promise<Contract>((resolve) => {
  announceContract = resolve;
});

/**
 * Resolves once the contract has been loaded for a request, without loading it: checks that can wait
 * (the injected settings) run then, so a visitor's first load never carries the schemas for them alone.
 */
export function whenContractLoaded(): Promise<Contract> {
  return contractLoaded;
}

/**
 * The route table with its schemas (contract.ts), loaded once, on the first request: the first render
 * neither downloads nor builds them. A failed load is forgotten, so the next request tries again.
 */
export function loadContract(): Promise<Contract> {
  if (!contractLoad) {
    contractLoad = import('./contract').then((module: Contract | undefined) => {
      // Vite resolves a failed import with undefined when the chunk reload guard took over
      // (vite:preloadError, see ChunkPreloadGuard): the page is reloading.
      if (!module) throw new Error('Failed to fetch dynamically imported module: the contract');
      announceContract(module);
      return module;
    });
    contractLoad.catch(() => {
      contractLoad = undefined;
    });
  }
  return contractLoad;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error of a failed answer; `fromBody` says the API itself named the code. */
async function toApiError(
  response: Response,
  { errorBodySchema, ERRORS }: Contract,
): Promise<{ error: ApiError; fromBody: boolean }> {
  const parsed = errorBodySchema.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, params, message } = parsed.data.error;
    const known = Object.hasOwn(ERRORS, code);
    return { error: new ApiError(code, response.status, params, message, known), fromBody: true };
  }
  return { error: new ApiError(codeForStatus(response.status), response.status), fromBody: false };
}

/** A typed client over the contract's route table: answers are validated with the route's schema. */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchFn =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const retries = options.retries ?? MAX_RETRIES;
  const baseMs = options.baseDelayMs ?? BASE_DELAY_MS;
  const maxMs = options.maxDelayMs ?? MAX_DELAY_MS;
  const hostname = options.hostname ?? (() => globalThis.location?.hostname ?? '');
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const limits = { retries, baseMs, maxMs };
  const authListeners = new Set<(error: ApiError) => void>();

  function buildUrl(name: ApiRouteName, path: string, query: Query = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    if (name === 'settings') params.set('forced_domain', hostname());
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  }

  async function request<N extends ApiRouteName>(name: N, { query, body, signal }: RequestOptions = {}) {
    // Without the contract's chunk the request fails like one without an answer (vite:preloadError has
    // already told the chunk reload guard).
    const contract = await loadContract().catch(() => {
      throw new ApiError('internal_error', 0, {}, 'network error');
    });
    const route = contract.API_ROUTES[name];
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [REQUEST_TYPE_HEADER]: REQUEST_TYPE,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method: route.method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    };
    const url = buildUrl(name, route.path, query);

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetchFn(url, init);
      } catch (cause) {
        if (signal?.aborted) throw cause;
        const wait = retryWait(route.method, { kind: 'network' }, attempt, limits);
        if (wait !== null) {
          await sleep(wait);
          continue;
        }
        throw new ApiError('internal_error', 0, {}, 'network error');
      }

      if (response.ok) {
        const parsed = route.response.safeParse(await readJson(response));
        if (!parsed.success) throw new ApiError('internal_error', response.status, {}, 'unexpected answer');
        return parsed.data as ApiResponse<N>;
      }

      const { error, fromBody } = await toApiError(response, contract);
      if (response.status === 403 && fromBody && error.code === 'authentication_required') {
        for (const listener of authListeners) listener(error);
        throw error;
      }
      const failure = {
        kind: 'answer' as const,
        status: response.status,
        code: error.code,
        retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), now()),
      };
      const wait = signal?.aborted ? null : retryWait(route.method, failure, attempt, limits);
      if (wait === null) throw error;
      await sleep(wait);
    }
  }

  return {
    request,
    get<N extends GetRouteName>(name: N, query?: Query, signal?: AbortSignal): Promise<ApiResponse<N>> {
      return request(name, { query, signal });
    },
    /** Called on a 403 `authentication_required` (issue #3 logs the member out there). Returns an unsubscribe. */
    onAuthenticationRequired(listener: (error: ApiError) => void): () => void {
      authListeners.add(listener);
      return () => {
        authListeners.delete(listener);
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. */
export const api = createApiClient();
