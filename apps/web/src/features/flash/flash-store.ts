import { useSyncExternalStore } from 'react';

/** A short success message that survives a navigation (e.g. "Your password has been changed"). */
export interface Flash {
  id: number;
  messageId: string;
}

let current: Flash | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const flash = {
  show(messageId: string) {
    current = { id: nextId++, messageId };
    notify();
  },
  dismiss() {
    current = null;
    notify();
  },
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useFlash(): Flash | null {
  return useSyncExternalStore(flash.subscribe, flash.get, flash.get);
}
