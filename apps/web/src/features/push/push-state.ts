import { useSyncExternalStore } from 'react';
import { api as defaultApi } from '../../lib/api';
import { applicationServerKey, sameKey } from './application-server-key';
import { registerServiceWorker, serviceWorkers } from './service-worker';

/** Spec §4: the browser's push subscription for this site. */
export type PushState = 'unknown' | 'subscribed' | 'denied' | 'unsupported';

type SubscribeClient = Pick<typeof defaultApi, 'request'>;

// null until the browser was asked (getSubscription is asynchronous): nothing offers push before that
let current: PushState | null = null;
const listeners = new Set<() => void>();

function set(state: PushState): PushState {
  if (state !== current) {
    current = state;
    for (const listener of listeners) listener();
  }
  return state;
}

export const pushState = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets what was found (tests; the next check asks the browser again). */
  reset() {
    current = null;
  },
};

/** The push state, or null while it is being found out. */
export function usePushState(): PushState | null {
  return useSyncExternalStore(pushState.subscribe, pushState.get, pushState.get);
}

/** Service workers, the Push API and notifications, and a tenant with a VAPID key. */
export function pushSupported(publicKey: string): boolean {
  return Boolean(
    publicKey && serviceWorkers() && 'PushManager' in globalThis && 'Notification' in globalThis,
  );
}

async function pushManager(): Promise<PushManager> {
  const registration = await registerServiceWorker();
  if (!registration) throw new Error('no service worker');
  return registration.pushManager;
}

/** Tells the API about the subscription: it sends this member's pushes there (POST user.php?push=1). */
async function store(subscription: PushSubscription, client: SubscribeClient) {
  await client.request('pushSubscribe', { body: subscription.toJSON() });
}

/**
 * Finds the state out from the browser. An existing subscription is handed to the API again (the
 * member who is logged in now is the one to notify on this browser) and renewed when the tenant's key
 * changed; if that fails the state is `unknown`, so the alert offers to try again.
 */
export async function checkPush(publicKey: string, client: SubscribeClient = defaultApi): Promise<PushState> {
  if (!pushSupported(publicKey)) return set('unsupported');
  if (Notification.permission === 'denied') return set('denied');
  try {
    const manager = await pushManager();
    let subscription = await manager.getSubscription();
    if (!subscription || Notification.permission !== 'granted') return set('unknown');
    if (!sameKey(subscription.options.applicationServerKey, publicKey)) {
      await subscription.unsubscribe();
      subscription = await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
    }
    await store(subscription, client);
    return set('subscribed');
  } catch {
    return set('unknown');
  }
}

/**
 * "Turn on notifications": asks the browser's permission (a prompt only while the member has not
 * answered it), subscribes with the tenant's key and stores the subscription. Throws when the browser
 * or the API fails, leaving the state `unknown`.
 */
export async function turnOnPush(
  publicKey: string,
  client: SubscribeClient = defaultApi,
): Promise<PushState> {
  if (!pushSupported(publicKey)) return set('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return set('denied');
  if (permission !== 'granted') return set('unknown');
  try {
    const manager = await pushManager();
    const subscription =
      (await manager.getSubscription()) ??
      (await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
    await store(subscription, client);
    return set('subscribed');
  } catch (error) {
    set('unknown');
    throw error;
  }
}

/**
 * On logout: this browser stops receiving the member's pushes (the API drops the endpoint once the push
 * service answers 410). The next member here turns them on again with one click, without a prompt.
 */
export async function turnOffPush(): Promise<void> {
  const container = serviceWorkers();
  if (!container) return;
  try {
    const registration = await container.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // nothing to undo, or the browser refuses: the API still drops the endpoint on its first 404/410
  }
  if (current === 'subscribed') set('unknown');
}
