/** The push service worker (apps/web/public/sw.js), served at the root of every tenant host. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the worker posts to the site's tabs (public/sw.js). */
export type WorkerMessage =
  | { type: 'amora-push'; kind: string }
  /** A notification was clicked: this tab was focused and should show `url`. */
  | { type: 'amora-open'; url: string };

const registrations = new WeakMap<ServiceWorkerContainer, Promise<ServiceWorkerRegistration>>();

/** The browser's service workers, or null where there are none (old browsers, insecure pages). */
export function serviceWorkers(): ServiceWorkerContainer | null {
  return globalThis.navigator?.serviceWorker ?? null;
}

/** Spec §7 "A push service worker is registered": once per page; a failed registration is tried again later. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  const container = serviceWorkers();
  if (!container) return null;
  let registration = registrations.get(container);
  if (!registration) {
    registration = container.register(SERVICE_WORKER_URL, { scope: '/' });
    registrations.set(container, registration);
    registration.catch(() => registrations.delete(container));
  }
  return registration;
}

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    (message.type === 'amora-push' && typeof message.kind === 'string') ||
    (message.type === 'amora-open' && typeof message.url === 'string')
  );
}

/** A path of this site from a notification's url, or null for anything that leads elsewhere. */
export function sitePath(url: string, origin = globalThis.location.origin): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}

/** Hands the worker's messages to `listener`; answers the stop. */
export function onWorkerMessage(listener: (message: WorkerMessage) => void): () => void {
  const container = serviceWorkers();
  if (!container) return () => {};
  const handle = (event: MessageEvent) => {
    if (isWorkerMessage(event.data)) listener(event.data);
  };
  container.addEventListener('message', handle);
  return () => container.removeEventListener('message', handle);
}
