import { API_ROUTES } from '@amora/contracts';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch } from '../../test-utils/render-app';
import { applicationServerKey, sameKey } from './application-server-key';
import { checkPush, pushState, turnOffPush, turnOnPush } from './push-state';
import {
  installPushBrowser,
  OTHER_VAPID_KEY,
  SUBSCRIPTION_JSON,
  uninstallPushBrowser,
  VAPID_KEY,
} from './push-test-fixtures';

const subscribeCalls = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url, init]) => url === '/api/user.php?push=1' && init?.method === 'POST');

describe('the VAPID key', () => {
  it('decodes base64url (no padding, - and _) into the 65 bytes of an uncompressed P-256 point', () => {
    const key = applicationServerKey(VAPID_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(Buffer.from(key).toString('base64url')).toBe(VAPID_KEY);
    expect(sameKey(key.buffer, VAPID_KEY)).toBe(true);
    expect(sameKey(key.buffer, OTHER_VAPID_KEY)).toBe(false);
    expect(sameKey(null, VAPID_KEY)).toBe(false);
  });
});

describe('the push state (spec §4)', () => {
  let fetch: jest.Mock;
  beforeEach(() => {
    pushState.reset();
    fetch = installFetch({ 'POST /api/user.php': { body: { ok: true } } });
  });
  afterEach(uninstallPushBrowser);

  it('is unsupported without service workers, without the Push API, or when the tenant has no key', async () => {
    expect(pushState.get()).toBeNull();
    expect(await checkPush(VAPID_KEY)).toBe('unsupported');

    installPushBrowser();
    expect(await checkPush('')).toBe('unsupported');
    expect(await turnOnPush('')).toBe('unsupported');
    Reflect.deleteProperty(globalThis, 'PushManager');
    expect(await checkPush(VAPID_KEY)).toBe('unsupported');
    expect(pushState.get()).toBe('unsupported');
    expect(subscribeCalls(fetch)).toHaveLength(0);
  });

  it('is unknown while the member has not decided, and nothing is asked before they click', async () => {
    const browser = installPushBrowser();
    expect(await checkPush(VAPID_KEY)).toBe('unknown');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('is denied when the browser blocks notifications, or the member blocks them at the prompt', async () => {
    installPushBrowser({ permission: 'denied' });
    expect(await checkPush(VAPID_KEY)).toBe('denied');
    uninstallPushBrowser();

    const browser = installPushBrowser({ answer: 'denied' });
    expect(await checkPush(VAPID_KEY)).toBe('unknown');
    expect(await turnOnPush(VAPID_KEY)).toBe('denied');
    expect(pushState.get()).toBe('denied');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(subscribeCalls(fetch)).toHaveLength(0);
  });

  it('stays unknown when the prompt is closed without an answer', async () => {
    const browser = installPushBrowser({ answer: 'default' });
    expect(await turnOnPush(VAPID_KEY)).toBe('unknown');
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it("subscribes with the tenant's key and stores the subscription through POST /api/user.php?push=1", async () => {
    const browser = installPushBrowser();
    expect(API_ROUTES.pushSubscribe.path).toBe('/api/user.php?push=1');
    expect(await turnOnPush(VAPID_KEY)).toBe('subscribed');
    expect(pushState.get()).toBe('subscribed');
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(VAPID_KEY),
    });
    const [[, init]] = subscribeCalls(fetch);
    expect(JSON.parse(init.body)).toEqual(SUBSCRIPTION_JSON);
    expect(init.headers['X-Request-Type']).toBe('web');
  });

  it('hands an existing subscription to the API on each page load (the member logged in now owns it)', async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribedWith: VAPID_KEY });
    expect(await checkPush(VAPID_KEY)).toBe('subscribed');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(subscribeCalls(fetch)).toHaveLength(1);
  });

  it("subscribes anew when the tenant's key changed", async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribedWith: OTHER_VAPID_KEY });
    expect(await checkPush(VAPID_KEY)).toBe('subscribed');
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ applicationServerKey: applicationServerKey(VAPID_KEY) }),
    );
  });

  it('is unknown (so the member can try again) when the API or the push service fails', async () => {
    fetch = installFetch({ 'POST /api/user.php': errorAnswer('validation_failed') });
    installPushBrowser({ permission: 'granted', subscribedWith: VAPID_KEY });
    expect(await checkPush(VAPID_KEY)).toBe('unknown');
    await expect(turnOnPush(VAPID_KEY)).rejects.toMatchObject({ code: 'validation_failed' });
    expect(pushState.get()).toBe('unknown');
    uninstallPushBrowser();

    fetch = installFetch({ 'POST /api/user.php': { body: { ok: true } } });
    installPushBrowser({ subscribeFails: true });
    await expect(turnOnPush(VAPID_KEY)).rejects.toThrow('push service error');
    expect(pushState.get()).toBe('unknown');
    expect(subscribeCalls(fetch)).toHaveLength(0);
  });

  it('ends the subscription on logout', async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribedWith: VAPID_KEY });
    await checkPush(VAPID_KEY);
    await turnOffPush();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscription()).toBeNull();
    expect(pushState.get()).toBe('unknown');
    // with the permission granted, the next member turns push on again without a prompt answering no
    expect(await turnOnPush(VAPID_KEY)).toBe('subscribed');
  });

  it('tells its listeners when the state changes', async () => {
    installPushBrowser();
    const listener = jest.fn();
    const stop = pushState.subscribe(listener);
    await checkPush(VAPID_KEY);
    await turnOnPush(VAPID_KEY);
    stop();
    await turnOffPush();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
