import { type Settings, settingsSchema } from '@amora/contracts';
import { type ApiClient, api } from '../api/api-client';

/** The element the API injects at <!--amora:head--> in index.html (DESIGN.md decision 11). */
export const SETTINGS_ELEMENT_ID = 'amora-settings';

/** The tenant settings the server put into the page, or null when they are missing or invalid. */
export function readInjectedSettings(doc: Document = document): Settings | null {
  const text = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Injected settings first; GET /api/settings.php only without them (the Vite dev server). */
export async function loadSettings(client: ApiClient = api, doc: Document = document): Promise<Settings> {
  const injected = readInjectedSettings(doc);
  if (injected) return injected;
  const query = Object.fromEntries(new URLSearchParams(globalThis.location?.search ?? ''));
  delete query.forced_domain;
  return client.get('settings', query);
}
