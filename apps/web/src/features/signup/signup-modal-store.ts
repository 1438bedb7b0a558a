import { useSyncExternalStore } from 'react';

/** Whether the signup modal is open; every "Sign up" button of a logged-out visitor opens it. */
let open = false;
let hosts = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const signupModal = {
  open() {
    open = true;
    notify();
  },
  close() {
    open = false;
    notify();
  },
  isOpen: () => open,
  /** True while a layout with the modal is on screen (else the buttons go to /signup instead). */
  hasHost: () => hosts > 0,
  /** Called by the modal while it is mounted; returns the cleanup. */
  registerHost(): () => void {
    hosts++;
    return () => {
      hosts--;
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSignupModalOpen(): boolean {
  return useSyncExternalStore(signupModal.subscribe, signupModal.isOpen, signupModal.isOpen);
}
