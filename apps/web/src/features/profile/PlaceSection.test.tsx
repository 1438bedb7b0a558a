import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { POSITION_MAX_AGE_MS, POSITION_STORAGE_KEY } from './geolocation';
import {
  amsterdam,
  bodiesOf,
  english,
  ownProfileFixture,
  profileRoutes,
  queriesOf,
  resetBrowserState,
} from './profile-test-fixtures';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

/** A browser with geolocation: `answer` decides what getCurrentPosition reports. */
function installGeolocation(answer: (ok: Success, fail: Failure) => void, permission?: PermissionState) {
  const getCurrentPosition = jest.fn((ok: Success, fail: Failure, _options?: PositionOptions) =>
    answer(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  const status = { state: permission, addEventListener: jest.fn(), removeEventListener: jest.fn() };
  Object.defineProperty(navigator, 'permissions', {
    value: permission ? { query: jest.fn(async () => status) } : undefined,
    configurable: true,
  });
  return getCurrentPosition;
}

const atAmsterdam = (ok: Success) => ok({ coords: { latitude: 52.36761, longitude: 4.90412 } });

function routes(geocode: unknown = { place: amsterdam, distance: 1 }) {
  return {
    ...profileRoutes(),
    'GET /api/geocode.php': { body: geocode },
    'GET /api/places.php': { body: { places: [amsterdam, { ...amsterdam, id: 2, city: 'Amstelveen' }] } },
    'PUT /api/my-profile.php': (body: unknown) => ({
      body: {
        profile: ownProfileFixture({
          place: (body as { place_id: number }).place_id === amsterdam.id ? amsterdam : null,
          city: 'Amsterdam',
          country: 'NL',
        }),
      },
    }),
  };
}

beforeEach(() => {
  resetBrowserState();
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: undefined, configurable: true });
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('/profile place', () => {
  it('says so when the browser has no geolocation, and offers the choice by hand', async () => {
    installFetch(routes());
    renderApp('/profile', english);
    expect((await screen.findByTestId('profile-geo-unsupported')).textContent).toContain('cannot share');
    expect(screen.queryByTestId('profile-use-location')).toBeNull();
    expect(screen.getByTestId('profile-place-input')).toBeTruthy();
  });

  it('knows the permission state: unknown without the Permissions API, else the browser’s own', async () => {
    installGeolocation(atAmsterdam);
    installFetch(routes());
    const { unmount } = renderApp('/profile', english);
    expect((await screen.findByTestId('profile-use-location')).dataset.permission).toBe('unknown');
    unmount();

    installGeolocation(atAmsterdam, 'prompt');
    const again = renderApp('/profile', english);
    await waitFor(() => expect(screen.getByTestId('profile-use-location').dataset.permission).toBe('prompt'));
    expect(screen.getByTestId('profile-geo-prompt')).toBeTruthy();
    again.unmount();

    installGeolocation(atAmsterdam, 'denied');
    renderApp('/profile', english);
    await waitFor(() => expect(screen.getByTestId('profile-use-location').dataset.permission).toBe('denied'));
    expect((screen.getByTestId('profile-use-location') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('profile-geo-denied').textContent).toContain('blocked');
  });

  it('finds the town of the position, saves its place id and keeps the position for an hour at most', async () => {
    const getCurrentPosition = installGeolocation(atAmsterdam, 'granted');
    const fetch = installFetch(routes());
    renderApp('/profile', english);
    fireEvent.click(await screen.findByTestId('profile-use-location'));
    expect((await screen.findByTestId('profile-place-saved')).textContent).toBe(
      'We found your town and saved it.',
    );
    expect(getCurrentPosition.mock.calls[0][2]).toMatchObject({ maximumAge: POSITION_MAX_AGE_MS });
    // coarse: two decimals are enough for a town, and all we keep
    expect(Object.fromEntries(queriesOf(fetch, '/api/geocode.php')[0])).toEqual({ lat: '52.37', lon: '4.9' });
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([{ place_id: amsterdam.id }]);
    await waitFor(() =>
      expect(screen.getByTestId('profile-place-current').textContent).toContain(
        'Amsterdam, North Holland, Netherlands',
      ),
    );

    // within the hour the stored position is used; after it, the browser is asked again
    fireEvent.click(screen.getByTestId('profile-use-location'));
    await waitFor(() => expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toHaveLength(2));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(localStorage.getItem(POSITION_STORAGE_KEY) ?? '{}');
    localStorage.setItem(
      POSITION_STORAGE_KEY,
      JSON.stringify({ ...stored, at: Date.now() - POSITION_MAX_AGE_MS }),
    );
    fireEvent.click(screen.getByTestId('profile-use-location'));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(2));
  });

  it('says clearly when no town is near the position (at sea)', async () => {
    installGeolocation((ok) => ok({ coords: { latitude: 54.5, longitude: 3.2 } }), 'granted');
    const fetch = installFetch(routes({ place: null, distance: null }));
    renderApp('/profile', english);
    fireEvent.click(await screen.findByTestId('profile-use-location'));
    expect((await screen.findByTestId('profile-place-none')).textContent).toBe(
      'No town near your position, choose your place by hand.',
    );
    expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);
  });

  it('explains a refusal or a position that cannot be found', async () => {
    let code = 1;
    installGeolocation((_ok, fail) => fail({ code }), 'prompt');
    installFetch(routes());
    renderApp('/profile', english);
    fireEvent.click(await screen.findByTestId('profile-use-location'));
    expect((await screen.findByTestId('profile-geo-failed')).textContent).toContain('blocked');
    code = 3;
    fireEvent.click(screen.getByTestId('profile-use-location'));
    await waitFor(() =>
      expect(screen.getByTestId('profile-geo-failed').textContent).toContain('could not determine'),
    );
  });

  it('chooses a place by hand with the keyboard, after a pause in typing', async () => {
    jest.useFakeTimers();
    try {
      const fetch = installFetch(routes());
      renderApp('/profile', english);
      const input = await screen.findByTestId('profile-place-input');
      fireEvent.change(input, { target: { value: 'A' } });
      fireEvent.change(input, { target: { value: 'Ams' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      expect(queriesOf(fetch, '/api/places.php').map((q) => q.get('q'))).toEqual(['Ams']);
      await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
      const options = screen.getAllByTestId('profile-place-option');
      expect(options.map((o) => o.textContent)).toEqual([
        'AmsterdamNorth Holland, Netherlands',
        'AmstelveenNorth Holland, Netherlands',
      ]);
      // no option is active when the list opens: the first arrow down goes to the first option
      expect(input.getAttribute('aria-activedescendant')).toBeNull();
      expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false']);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() =>
        expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([{ place_id: amsterdam.id }]),
      );
      expect((await screen.findByTestId('profile-place-saved')).textContent).toBe(
        'Your place has been saved.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('picks nothing on Enter before an option is active, and arrow up from none goes to the last', async () => {
    jest.useFakeTimers();
    try {
      const fetch = installFetch(routes());
      renderApp('/profile', english);
      const input = await screen.findByTestId('profile-place-input');
      fireEvent.change(input, { target: { value: 'Ams' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(input.getAttribute('aria-expanded')).toBe('true');
      const options = screen.getAllByTestId('profile-place-option');
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
      // closed and opened again with the arrow key: the first option, not the one after the last active
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input.getAttribute('aria-expanded')).toBe('false');
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(bodiesOf(fetch, 'PUT', '/api/my-profile.php')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('/profile town field on a phone', () => {
  /** A window as wide as a phone (the tab bar's breakpoint) or not. */
  const installWidth = (phone: boolean) => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: phone && query.includes('max-width: 767.98px'),
      media: query,
    })) as unknown as typeof window.matchMedia;
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    return scrollIntoView;
  };

  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('goes to the top of the view when it gets the focus, so the list opens where it is seen', async () => {
    const scrollIntoView = installWidth(true);
    installFetch(profileRoutes());
    renderApp('/profile', english);
    const input = await screen.findByTestId('profile-place-input');
    fireEvent.focus(input);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(input.parentElement);
  });

  it('stays where it is on a wider screen', async () => {
    const scrollIntoView = installWidth(false);
    installFetch(profileRoutes());
    renderApp('/profile', english);
    fireEvent.focus(await screen.findByTestId('profile-place-input'));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
