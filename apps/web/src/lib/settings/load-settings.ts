import type { Settings } from '@amora/contracts';
import { type ApiClient, api, loadContract, whenContractLoaded } from '../api/api-client';
import { ApiError } from '../api/api-error';

/** The element the API injects at <!--amora:head--> in index.html (DESIGN.md decision 11). */
export const SETTINGS_ELEMENT_ID = 'amora-settings';

/**
 * True when the API said the page was asked for without a session cookie (`<meta name="amora-session"
 * content="none">`): a visitor, known without GET user.php, so a visitor's first load makes no API call.
 */
export function isVisitorPage(doc: Document = document): boolean {
  return doc.querySelector('meta[name="amora-session"]')?.getAttribute('content') === 'none';
}

/**
 * The tenant settings the server put into the page, or null when they are missing or not a JSON object.
 * Not yet checked against the contract: the first render uses them at once and `loadSettings` checks
 * them later. Waiting for the check would put the contract's schemas (their download and tens of ms
 * of building them, several times that on a slow phone) before the first paint, for a blob our own API
 * wrote from the same contract a moment ago: a mismatch means a broken deployment, not an attack. The
 * theme's colours, the only values that reach CSS, are checked again by createTheme; React escapes the
 * rest.
 */
export function readInjectedSettings(doc: Document = document): Settings | null {
  const text = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Settings) : null;
  } catch {
    return null;
  }
}

/** Resolves with the settings when they match the contract; else rejects as the API's own 500 would. */
export async function checkSettings(settings: unknown): Promise<Settings> {
  const { API_ROUTES } = await loadContract();
  const parsed = API_ROUTES.settings.response.safeParse(settings);
  if (!parsed.success)
    throw new ApiError('internal_error', 500, {}, 'the settings do not match the contract');
  return parsed.data;
}

/**
 * The injected settings once checked; GET /api/settings.php (checked by the client) only without them
 * (the Vite dev server). A rejection is a boot failure. The injected settings are checked once the
 * contract is there for a request (`contractReady`): the API's own tests hold them to the contract, and a
 * visitor's first load does not fetch and build every schema for this check alone.
 */
export async function loadSettings(
  client: ApiClient = api,
  doc: Document = document,
  contractReady: Promise<unknown> = whenContractLoaded(),
): Promise<Settings> {
  const injected = readInjectedSettings(doc);
  if (injected) return contractReady.then(() => checkSettings(injected));
  const query = Object.fromEntries(new URLSearchParams(globalThis.location?.search ?? ''));
  delete query.forced_domain;
  return client.get('settings', query);
}
