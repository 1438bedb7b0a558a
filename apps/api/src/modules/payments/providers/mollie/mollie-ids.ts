/** The shape of Mollie's payment ids; kept apart from the client so the lazy provider can check it unloaded. */
export function looksLikeMolliePaymentId(id: string): boolean {
  return /^tr_[A-Za-z0-9]+$/.test(id);
}
