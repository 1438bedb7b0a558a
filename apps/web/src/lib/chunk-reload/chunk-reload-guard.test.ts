import { isChunkLoadError, RELOAD_GUARD_MS, reloadForChunkError, shouldReload } from './chunk-reload-guard';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk reload guard', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk error: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('reloads at most once per 60 s', () => {
    expect(RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReload(1_000_000, null)).toBe(true);
    expect(shouldReload(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(shouldReload(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });

  it('remembers the reload and refuses a second one within the window', () => {
    const storage = memoryStore();
    const reload = jest.fn();
    const error = new TypeError('Failed to fetch dynamically imported module');
    let now = 5_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadForChunkError(error, deps)).toBe(true);
    now += 30_000;
    expect(reloadForChunkError(error, deps)).toBe(false);
    now += 30_000;
    expect(reloadForChunkError(error, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStore(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
