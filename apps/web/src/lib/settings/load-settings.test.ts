import { settingsFixture } from '../../test-utils/settings-fixture';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import {
  checkSettings,
  isVisitorPage,
  loadSettings,
  readInjectedSettings,
  SETTINGS_ELEMENT_ID,
} from './load-settings';

const contractReady = Promise.resolve();

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = SETTINGS_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('settings bootstrap', () => {
  it('reads the settings injected into the page without a request', async () => {
    const settings = settingsFixture();
    const get = jest.fn();
    const result = await loadSettings(
      { get } as unknown as ApiClient,
      pageWith(JSON.stringify(settings)),
      contractReady,
    );
    expect(result.name).toBe('Vonk');
    expect(get).not.toHaveBeenCalled();
  });

  it('hands the injected settings to the first render before checking them', () => {
    const settings = settingsFixture();
    expect(readInjectedSettings(pageWith(JSON.stringify(settings)))).toEqual(settings);
    expect(readInjectedSettings(pageWith('not json'))).toBeNull();
    expect(readInjectedSettings(pageWith('[1]'))).toBeNull();
    expect(readInjectedSettings(pageWith('null'))).toBeNull();
  });

  it('fails the boot when the injected settings do not match the contract', async () => {
    const get = jest.fn();
    const doc = pageWith(JSON.stringify(settingsFixture({ languages: [] })));
    await expect(loadSettings({ get } as unknown as ApiClient, doc, contractReady)).rejects.toMatchObject({
      code: 'internal_error',
      status: 500,
    });
    await expect(checkSettings({ name: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(get).not.toHaveBeenCalled();
  });

  it('checks the injected settings only once a request has loaded the contract', async () => {
    let ready = () => {};
    const loaded = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const doc = pageWith(JSON.stringify(settingsFixture({ languages: [] })));
    let settled = false;
    const check = loadSettings({ get: jest.fn() } as unknown as ApiClient, doc, loaded).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    ready();
    await expect(check).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('knows a visitor from the marker the API puts into the page without a session cookie', () => {
    const doc = pageWith(null);
    expect(isVisitorPage(doc)).toBe(false);
    const meta = doc.createElement('meta');
    meta.name = 'amora-session';
    meta.content = 'none';
    doc.head.appendChild(meta);
    expect(isVisitorPage(doc)).toBe(true);
  });

  it('falls back to GET /api/settings.php', async () => {
    const get = jest.fn().mockResolvedValue(settingsFixture({ name: 'Herz' }));
    const result = await loadSettings({ get } as unknown as ApiClient, pageWith(null));
    expect(result.name).toBe('Herz');
    expect(get).toHaveBeenCalledWith('settings', {});
  });
});
