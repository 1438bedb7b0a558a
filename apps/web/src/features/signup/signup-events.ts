/** The signup flow's events of spec §4, for the site's own listeners and a tag manager. */
export type SignupEvent = 'started' | 'complete' | 'closed' | 'redirected_to_login';

export const SIGNUP_EVENT = 'amora:signup';

export function emitSignupEvent(event: SignupEvent, win: Window = window): void {
  win.dispatchEvent(new CustomEvent(SIGNUP_EVENT, { detail: { event } }));
  const dataLayer = (win as Window & { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(dataLayer)) dataLayer.push({ event: `signup_${event}` });
}
