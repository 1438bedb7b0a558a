import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { PushPayload } from '@amora/contracts';
import { isWorkerMessage, SERVICE_WORKER_URL, sitePath } from './service-worker';

const ORIGIN = 'http://vonk.localhost:4173';
const SOURCE = readFileSync(join(__dirname, '../../../public', SERVICE_WORKER_URL), 'utf8');

interface FakeTab {
  url: string;
  visibilityState: 'visible' | 'hidden';
  focused: boolean;
  postMessage: jest.Mock;
  focus: jest.Mock;
}

const tab = (visibilityState: FakeTab['visibilityState'], focused = false): FakeTab => {
  const t: FakeTab = {
    url: `${ORIGIN}/members`,
    visibilityState,
    focused,
    postMessage: jest.fn(),
    focus: jest.fn(async () => t),
  };
  return t;
};

/** public/sw.js run in a worker-like global: its listeners, the tabs it sees, what it shows and opens. */
function startWorker(tabs: FakeTab[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: jest.fn(),
    clients: {
      matchAll: jest.fn(async () => tabs),
      openWindow: jest.fn(async () => null),
      claim: jest.fn(async () => {}),
    },
    registration: { showNotification: jest.fn(async () => {}) },
  };
  runInNewContext(SOURCE, { self, URL });

  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const push = (payload: unknown) =>
    dispatch('push', {
      data: {
        json: () => {
          if (typeof payload === 'string') return JSON.parse(payload);
          return payload;
        },
      },
    });
  const click = async (url: unknown) => {
    const notification = { data: { url }, close: jest.fn() };
    await dispatch('notificationclick', { notification });
    return notification;
  };
  return { self, listeners, dispatch, push, click };
}

const message: PushPayload = {
  type: 'message',
  title: 'Sanne',
  body: 'Zin in koffie?',
  url: '/chats/12',
  icon: '/media/p/k1/thumb.webp',
  tag: 'chat-12',
};

describe('the push service worker (public/sw.js)', () => {
  it('takes over at once, so that the open tabs hear from it', async () => {
    const worker = startWorker([]);
    await worker.dispatch('install', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.dispatch('activate', {});
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('shows no notification while a tab of the site is visible, and tells every tab to reload', async () => {
    const tabs = [tab('hidden'), tab('visible')];
    const worker = startWorker(tabs);
    await worker.push(message);
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
    for (const t of tabs) expect(t.postMessage).toHaveBeenCalledWith({ type: 'amora-push', kind: 'message' });
    expect(worker.self.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it('shows the notification when no tab is visible, and still tells the hidden tabs', async () => {
    const hidden = tab('hidden');
    const worker = startWorker([hidden]);
    await worker.push({ ...message, type: 'like', tag: 'like-7' });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Sanne', {
      body: 'Zin in koffie?',
      icon: '/media/p/k1/thumb.webp',
      tag: 'like-7',
      renotify: true,
      data: { url: '/chats/12' },
    });
    expect(hidden.postMessage).toHaveBeenCalledWith({ type: 'amora-push', kind: 'like' });
  });

  it('shows it with no tab open at all', async () => {
    const worker = startWorker([]);
    await worker.push({ ...message, type: 'match', icon: undefined });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith(
      'Sanne',
      expect.objectContaining({ icon: undefined, data: { url: '/chats/12' } }),
    );
  });

  it('ignores a push that is not one of ours', async () => {
    const visible = tab('visible');
    const worker = startWorker([visible]);
    await worker.push({ ...message, type: 'spam' });
    await worker.push(null);
    await worker.push('not json');
    await worker.dispatch('push', { data: null });
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
    expect(visible.postMessage).not.toHaveBeenCalled();
  });

  it('on a click brings the focused or visible tab forward and has it open the page', async () => {
    const hidden = tab('hidden');
    const visible = tab('visible');
    const worker = startWorker([hidden, visible]);
    const notification = await worker.click('/chats/12');
    expect(notification.close).toHaveBeenCalled();
    expect(visible.focus).toHaveBeenCalled();
    expect(visible.postMessage).toHaveBeenCalledWith({ type: 'amora-open', url: `${ORIGIN}/chats/12` });
    expect(hidden.postMessage).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab is open, never one of another site', async () => {
    const worker = startWorker([]);
    await worker.click('/likes');
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/likes`);
    await worker.click('https://evil.test/phish');
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
    await worker.click(undefined);
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
  });
});

describe("the page's side of the worker", () => {
  it('knows the messages of the worker and nothing else', () => {
    expect(isWorkerMessage({ type: 'amora-push', kind: 'message' })).toBe(true);
    expect(isWorkerMessage({ type: 'amora-open', url: '/chats/1' })).toBe(true);
    expect(isWorkerMessage({ type: 'amora-open' })).toBe(false);
    expect(isWorkerMessage({ type: 'other', kind: 'message' })).toBe(false);
    expect(isWorkerMessage('amora-push')).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });

  it('opens only pages of this site', () => {
    expect(sitePath(`${ORIGIN}/chats/12?x=1#end`, ORIGIN)).toBe('/chats/12?x=1#end');
    expect(sitePath('/likes', ORIGIN)).toBe('/likes');
    expect(sitePath('https://evil.test/chats', ORIGIN)).toBeNull();
    expect(sitePath('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});
