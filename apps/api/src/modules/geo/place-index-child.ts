/**
 * The side of warmPlaceIndex's child process that talks to the API. No imports: place-index-child.spec.ts
 * runs it as a real child process.
 */

/** What the child needs of its `process`. */
export interface ParentChannel {
  readonly connected: boolean;
  send?(message: unknown, callback: (error: Error | null) => void): boolean;
  once(event: 'disconnect', listener: () => void): unknown;
  exit(code: number): void;
}

/**
 * Builds the message, sends it and leaves once the API lets go (or is gone). The API may exit or
 * restart during the build: the child's stderr is the API's, so a channel closed under it ends the
 * child quietly rather than with an ERR_IPC_CHANNEL_CLOSED (or EPIPE) stack there.
 */
export function sendToParent(child: ParentChannel, build: () => unknown): void {
  // listened to before the build, which is synchronous: a parent gone meanwhile is seen right after it
  child.once('disconnect', () => child.exit(0));
  const message = build();
  if (!child.connected || !child.send) {
    child.exit(0);
    return;
  }
  // with a callback, a send that fails (the parent went during the build) is not an 'error' event
  child.send(message, (error) => {
    if (error) child.exit(0);
  });
}
