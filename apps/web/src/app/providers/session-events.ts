/** What the session tells parts of the app that live below the router (which can navigate). */
export type SessionEvent = 'expired';

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

export const sessionEvents = {
  emit(event: SessionEvent) {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
