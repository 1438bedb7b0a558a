import { useEffect, useSyncExternalStore } from 'react';

/** Whether the signup modal is open; every "Sign up" button of a logged-out visitor opens it. */
let open = false;
let hosts = 0;
/** Where a signup on the current page leads instead of /complete-signup (a member entry page's profile). */
let afterSignup: string | null = null;
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
  afterSignupPath: () => afterSignup,
  /** While a page is on screen, a signup there leads to `path`; returns the cleanup. */
  leadAfterSignupTo(path: string): () => void {
    afterSignup = path;
    return () => {
      if (afterSignup === path) afterSignup = null;
    };
  },
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

/** A signup made while the calling page is on screen leads to `path` (member entry pages, spec §2). */
export function useAfterSignupGoTo(path: string): void {
  useEffect(() => signupModal.leadAfterSignupTo(path), [path]);
}

export function useSignupModalOpen(): boolean {
  return useSyncExternalStore(signupModal.subscribe, signupModal.isOpen, signupModal.isOpen);
}
