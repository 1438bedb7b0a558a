import { TRACKING_MAX_LENGTHS, trackingSchema } from '@amora/contracts';
import { emitSignupEvent, SIGNUP_EVENT } from './signup-events';
import { signupAllowed } from './signup-mode';
import {
  captureInvite,
  captureTracking,
  readInvite,
  readTracking,
  TRACKING_STORAGE_KEY,
  trackingFromQuery,
} from './tracking';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('tracking', () => {
  it('keeps the traffic source of the first visit that had one', () => {
    const store = memoryStore();
    captureTracking(new URLSearchParams('utm=x'), store);
    expect(store.getItem(TRACKING_STORAGE_KEY)).toBeNull();
    captureTracking(new URLSearchParams('network=adnet&sub1=a&other=1'), store);
    captureTracking(new URLSearchParams('ref=later'), store);
    expect(readTracking(store)).toEqual({ network: 'adnet', sub1: 'a' });
  });

  it('ignores junk in storage', () => {
    const store = memoryStore();
    store.setItem(TRACKING_STORAGE_KEY, '{not json');
    expect(readTracking(store)).toEqual({});
  });

  it('trims the query and keeps values up to the contract limits, refusing a longer or unstorable one', () => {
    const atLimit = 'n'.repeat(TRACKING_MAX_LENGTHS.network);
    expect(
      trackingFromQuery(new URLSearchParams(`network=%20${atLimit}%20&sub3=${'s'.repeat(200)}`)),
    ).toEqual({
      network: atLimit,
      sub3: 's'.repeat(200),
    });
    expect(trackingFromQuery(new URLSearchParams(`network=${atLimit}n&sub1=a`))).toBeNull();
    expect(trackingFromQuery(new URLSearchParams(`sub2=${'s'.repeat(201)}`))).toBeNull();
    expect(trackingFromQuery(new URLSearchParams('ref=a%00b'))).toBeNull();
    expect(trackingFromQuery(new URLSearchParams('ref=%20%20&sub1='))).toBeNull();

    const store = memoryStore();
    captureTracking(new URLSearchParams(`ref=${'r'.repeat(101)}`), store);
    expect(store.getItem(TRACKING_STORAGE_KEY)).toBeNull();
  });

  it.each<unknown>([
    { network: 'adnet', sub1: 'a', other: 1 },
    { ref: 'r'.repeat(100) },
    { ref: 'r'.repeat(101) },
    { sub1: 'a\u0000b' },
    { sub1: '\ud800' },
    { sub1: '\ud83d\ude00' },
    { network: 5 },
    { network: null },
    [],
    'adnet',
    null,
    {},
  ])('reads %p from storage as trackingSchema would', (stored) => {
    const store = memoryStore();
    store.setItem(TRACKING_STORAGE_KEY, JSON.stringify(stored));
    const parsed = trackingSchema.safeParse(stored);
    expect(readTracking(store)).toEqual(parsed.success ? parsed.data : {});
  });

  it('remembers an invite for the visit and prefers the one in the query', () => {
    const store = memoryStore();
    captureInvite(new URLSearchParams('invite=abc'), store);
    expect(readInvite(new URLSearchParams(''), store)).toBe('abc');
    expect(readInvite(new URLSearchParams('invite=xyz'), store)).toBe('xyz');
  });
});

describe('signupAllowed', () => {
  it('allows everyone with all', () => {
    expect(signupAllowed('all', {}, undefined)).toBe(true);
  });
  it('needs network or ref with with_trafficsource', () => {
    expect(signupAllowed('with_trafficsource', {}, undefined)).toBe(false);
    expect(signupAllowed('with_trafficsource', { sub1: 'x' }, undefined)).toBe(false);
    expect(signupAllowed('with_trafficsource', { ref: 'r' }, undefined)).toBe(true);
    expect(signupAllowed('with_trafficsource', { network: 'n' }, undefined)).toBe(true);
  });
  it('needs an invite with invite_only', () => {
    expect(signupAllowed('invite_only', { network: 'n' }, undefined)).toBe(false);
    expect(signupAllowed('invite_only', {}, 'code')).toBe(true);
  });
});

describe('emitSignupEvent', () => {
  it('dispatches amora:signup and pushes to dataLayer when there is one', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(SIGNUP_EVENT, listener);
    emitSignupEvent('started');
    const win = window as Window & { dataLayer?: unknown[] };
    win.dataLayer = [];
    emitSignupEvent('redirected_to_login');
    window.removeEventListener(SIGNUP_EVENT, listener);
    expect(seen).toEqual([{ event: 'started' }, { event: 'redirected_to_login' }]);
    expect(win.dataLayer).toEqual([{ event: 'signup_redirected_to_login' }]);
    delete win.dataLayer;
  });
});
