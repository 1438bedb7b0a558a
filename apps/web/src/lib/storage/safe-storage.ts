/** localStorage / sessionStorage that never throws (private mode, blocked storage, SSR). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
};

function wrap(get: () => Storage): KeyValueStore {
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch {
        return memoryStore.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        get().setItem(key, value);
      } catch {
        memoryStore.setItem(key, value);
      }
    },
  };
}

export const local = wrap(() => globalThis.localStorage);
export const session = wrap(() => globalThis.sessionStorage);
