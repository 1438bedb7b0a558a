import { applicationServerKey } from './application-server-key';

/** A VAPID public key as a tenant's settings carry it (65 bytes, base64url). */
export const VAPID_KEY =
  'BOIgBI2y_91qQBmgYpaHH-QJ4hksSSx3vXExRxjSYTESlBCqmDYCqYPqpB0WQqrnTFHA6pMZuxmotn7tVYyOEho';
export const OTHER_VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

export const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.test/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export interface FakePushBrowser {
  requestPermission: jest.Mock;
  subscribe: jest.Mock;
  unsubscribe: jest.Mock;
  register: jest.Mock;
  /** The browser's subscription now, or null. */
  subscription: () => PushSubscription | null;
  /** A message from the service worker to this page. */
  postFromWorker: (data: unknown) => void;
}

export interface PushBrowserOptions {
  permission?: NotificationPermission;
  /** What the member answers the permission prompt. */
  answer?: NotificationPermission;
  /** A subscription exists already, made with this key. */
  subscribedWith?: string;
  /** The push service refuses to subscribe. */
  subscribeFails?: boolean;
}

/**
 * The browser side of web push in jsdom (which has none): Notification, PushManager and a service
 * worker container with one registration. `uninstallPushBrowser` takes it away again.
 */
export function installPushBrowser(options: PushBrowserOptions = {}): FakePushBrowser {
  const permission = { value: options.permission ?? 'default' };
  let current: PushSubscription | null = null;
  const messageListeners = new Set<(event: MessageEvent) => void>();

  const unsubscribe = jest.fn(async () => {
    current = null;
    return true;
  });
  const makeSubscription = (key: Uint8Array) =>
    ({
      endpoint: SUBSCRIPTION_JSON.endpoint,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe,
    }) as unknown as PushSubscription;
  if (options.subscribedWith) current = makeSubscription(applicationServerKey(options.subscribedWith));

  const subscribe = jest.fn(async ({ applicationServerKey: key }: PushSubscriptionOptionsInit) => {
    if (options.subscribeFails)
      throw new DOMException('Registration failed - push service error', 'AbortError');
    current = makeSubscription(key as Uint8Array);
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const register = jest.fn(async () => registration);
  const requestPermission = jest.fn(async () => {
    permission.value = options.answer ?? 'granted';
    return permission.value;
  });

  Object.assign(globalThis, {
    PushManager: class {},
    Notification: {
      get permission() {
        return permission.value;
      },
      requestPermission,
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: async () => registration,
      addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
        messageListeners.add(listener),
      removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
        messageListeners.delete(listener),
    },
  });
  return {
    requestPermission,
    subscribe,
    unsubscribe,
    register,
    subscription: () => current,
    postFromWorker: (data) => {
      for (const listener of messageListeners) listener(new MessageEvent('message', { data }));
    },
  };
}

export function uninstallPushBrowser() {
  Reflect.deleteProperty(globalThis, 'PushManager');
  Reflect.deleteProperty(globalThis, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
