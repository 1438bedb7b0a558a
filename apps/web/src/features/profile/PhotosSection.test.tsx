import type { Photo } from '@amora/contracts';
import { ERRORS } from '@amora/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { bodiesOf, english, member, photo, profileRoutes, resetBrowserState } from './profile-test-fixtures';
import { uploadPhoto } from './upload-photo';

/** An XMLHttpRequest whose test decides progress and answer; the last one made is `FakeXhr.last`. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FakeFormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FakeFormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** jsdom's File with the environment's own FormData (node's) do not mix: a FormData that only records. */
class FakeFormData {
  private readonly fields = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }
  get(name: string) {
    return this.fields.get(name);
  }
}

const jpeg = (name = 'me.jpg', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

beforeEach(() => {
  resetBrowserState();
  FakeXhr.last = null;
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr, FormData: FakeFormData });
});

function photoRoutes(initial: Photo[]) {
  let photos = initial;
  const answer = () => ({ body: { photos, limit: 3 } });
  return {
    ...profileRoutes(undefined, initial),
    'GET /api/photos.php': () => answer(),
    'PUT /api/photos.php': (body: unknown) => {
      const { order, main_photo_id } = body as { order?: number[]; main_photo_id?: number };
      const ids = order ?? [main_photo_id, ...photos.map((p) => p.id).filter((id) => id !== main_photo_id)];
      photos = ids.map((id) => photo(id as number));
      return answer();
    },
    'DELETE /api/photos.php': (body: unknown) => {
      photos = photos.filter((p) => p.id !== (body as { id: number }).id);
      return answer();
    },
  };
}

const ids = () => screen.getAllByTestId('profile-photo').map((tile) => Number(tile.dataset.photoId));

describe('/profile photos', () => {
  it('uploads with progress through XMLHttpRequest, and shows the new photo as the main one', async () => {
    const fetch = installFetch(photoRoutes([]));
    renderApp('/profile', english);
    expect(await screen.findByTestId('profile-header-no-photo')).toBeTruthy();
    expect((await screen.findByTestId('profile-photos-limit')).textContent).toBe(
      '0 of 3 photos · Go premium for 25 photos',
    );
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [jpeg()] } });
    await waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.headers['X-Request-Type']]).toEqual(['POST', '/api/photos.php', 'web']);
    expect((xhr.body as FakeFormData).get('photo')).toMatchObject({ name: 'me.jpg' });

    act(() => xhr.progress(512, 2048));
    expect(
      within(screen.getByTestId('profile-upload')).getByRole('progressbar').getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(screen.getByTestId('profile-upload').textContent).toContain('Uploading 25%');
    await act(async () => xhr.answer(200, { photos: [photo(11)], limit: 3 }));
    await waitFor(() => expect(ids()).toEqual([11]));
    expect(screen.queryByTestId('profile-upload')).toBeNull();
    expect(within(screen.getAllByTestId('profile-photo')[0]).getByTestId('profile-photo-main')).toBeTruthy();
    expect(screen.getByTestId('profile-header-photo').getAttribute('src')).toBe('/media/p/k11/match.webp');
    // the session (navigation avatar, photo alert) is asked again
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/user.php')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('says the reward for a first photo once the balance shows it, and nothing when there is none', async () => {
    let credits = 0;
    installFetch({
      ...photoRoutes([]),
      'GET /api/user.php': () => ({ body: { user: { ...member, credits } } }),
    });
    renderApp('/profile', english);
    await screen.findByTestId('profile-header-no-photo');
    const upload = async (id: number) => {
      fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [jpeg()] } });
      await waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
      await act(async () => (FakeXhr.last as FakeXhr).answer(200, { photos: [photo(id)], limit: 3 }));
      await waitFor(() => expect(ids()).toEqual([id]));
    };
    credits = 5; // the site's photo_credits, booked with the first photo
    await upload(11);
    expect((await screen.findByTestId('profile-photo-credits')).textContent).toBe(
      'You received 5 credits for your photo.',
    );
  });

  it('says no reward when the balance does not rise by it (given before, or waiting for approval)', async () => {
    installFetch(photoRoutes([]));
    renderApp('/profile', english);
    await screen.findByTestId('profile-header-no-photo');
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [jpeg()] } });
    await waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    await act(async () => (FakeXhr.last as FakeXhr).answer(200, { photos: [photo(11)], limit: 3 }));
    await waitFor(() => expect(ids()).toEqual([11]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('profile-photo-credits')).toBeNull();
  });

  it('shows the chosen photo behind the progress, and lets its preview go once the photo is up', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((file: Blob) => `blob:preview-${created.push(file)}`);
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    try {
      installFetch(photoRoutes([]));
      renderApp('/profile', english);
      const file = jpeg('beach.jpg');
      fireEvent.change(await screen.findByTestId('profile-photo-input'), { target: { files: [file] } });
      await waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
      expect(created).toEqual([file]);
      const preview = screen.getByTestId('profile-upload').querySelector('img');
      expect(preview?.getAttribute('src')).toBe('blob:preview-1');
      expect(revokeObjectURL).not.toHaveBeenCalled();

      await act(async () => (FakeXhr.last as FakeXhr).answer(200, { photos: [photo(11)], limit: 3 }));
      await waitFor(() => expect(ids()).toEqual([11]));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it("shows the server's refusal by its code, and refuses a file that is no photo before sending", async () => {
    installFetch(photoRoutes([]));
    renderApp('/profile', english);
    const input = await screen.findByTestId('profile-photo-input');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByTestId('profile-upload-error')).textContent).toContain(
      'This file is not a JPEG, PNG or WebP photo',
    );
    expect(FakeXhr.last).toBeNull();

    fireEvent.change(input, { target: { files: [jpeg('bomb.jpg')] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await act(async () =>
      (FakeXhr.last as FakeXhr).answer(413, {
        error: {
          code: 'photo_too_many_pixels',
          message: ERRORS.photo_too_many_pixels.message,
          params: { max_megapixels: 40 },
        },
      }),
    );
    const error = await screen.findByTestId('profile-upload-error');
    expect(error.textContent).toContain('bomb.jpg');
    expect(error.textContent).toContain('A photo may have at most 40 megapixels');
    fireEvent.click(screen.getByTestId('profile-upload-error-dismiss'));
    expect(screen.queryByTestId('profile-upload-error')).toBeNull();
  });

  it('refuses more files than the limit leaves room for, and hides the add tile when full', async () => {
    installFetch(photoRoutes([photo(1), photo(2)]));
    renderApp('/profile', english);
    fireEvent.change(await screen.findByTestId('profile-photo-input'), {
      target: { files: [jpeg('a.jpg'), jpeg('b.jpg')] },
    });
    expect((await screen.findByTestId('profile-upload-error')).textContent).toContain(
      'You can keep at most 3 photos',
    );
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await act(async () =>
      (FakeXhr.last as FakeXhr).answer(200, { photos: [photo(1), photo(2), photo(3)], limit: 3 }),
    );
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    expect(screen.queryByTestId('profile-photo-add')).toBeNull();
    expect(screen.getByTestId('profile-photos-badge').textContent).toBe('3/3');
    // in its place, the way to more (said once: no longer also in the line below)
    expect(screen.queryByTestId('profile-photos-premium')).toBeNull();
    const premium = screen.getByTestId('profile-photo-premium-tile');
    expect([premium.getAttribute('href'), premium.textContent]).toEqual([
      '/premium',
      'Go premium for 25 photos',
    ]);
  });

  /** Two photos on this page; another tab has meanwhile added the third the limit allows. */
  async function refusedForTheLimit(user = member) {
    let photos = [photo(1), photo(2)];
    const fetch = installFetch({
      ...photoRoutes(photos),
      'GET /api/user.php': () => ({ body: { user } }),
      'GET /api/photos.php': () => ({ body: { photos, limit: 3 } }),
    });
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([1, 2]));
    expect(screen.getByTestId('profile-photos-badge').textContent).toBe('2/3');
    photos = [photo(1), photo(2), photo(3)];
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [jpeg('c.jpg')] } });
    await waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const gets = () =>
      fetch.mock.calls.filter(
        ([url, init]) => String(url).startsWith('/api/photos.php') && (init?.method ?? 'GET') === 'GET',
      );
    const getsBefore = gets().length;
    const { status, body } = errorAnswer('photo_limit_reached', { limit: 3 });
    await act(async () => (FakeXhr.last as FakeXhr).answer(status, body));
    return { refetched: () => gets().length > getsBefore };
  }

  it('shows the photos as they are when the API refuses one for the limit another tab reached', async () => {
    const { refetched } = await refusedForTheLimit();
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    expect(refetched()).toBe(true);
    expect(screen.getByTestId('profile-photos-badge').textContent).toBe('3/3');
    expect(screen.queryByTestId('profile-photo-add')).toBeNull();
    expect(screen.queryByTestId('profile-upload')).toBeNull();
    // the refusal stays, with the way to more photos for a free member
    const error = screen.getByTestId('profile-upload-error');
    expect(error.textContent).toContain('c.jpg');
    expect(error.textContent).toContain('You can keep at most 3 photos');
    const premium = within(error).getByTestId('profile-upload-premium');
    expect(premium.getAttribute('href')).toBe('/premium');
    expect(premium.textContent).toBe('Go premium for 25 photos');
  });

  it('offers no premium under the refusal to a member who has it', async () => {
    await refusedForTheLimit({ ...member, paid_user: true });
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    expect(screen.getByTestId('profile-upload-error').textContent).toContain('You can keep at most 3 photos');
    expect(screen.queryByTestId('profile-upload-premium')).toBeNull();
  });

  it('refetches nothing for a refusal that is not about the limit', async () => {
    const fetch = installFetch(photoRoutes([photo(1)]));
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([1]));
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [jpeg('big.jpg')] } });
    await waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const calls = fetch.mock.calls.length;
    const { status, body } = errorAnswer('photo_too_small', { min_px: 200 });
    await act(async () => (FakeXhr.last as FakeXhr).answer(status, body));
    const error = await screen.findByTestId('profile-upload-error');
    expect(error.textContent).toContain('A photo must be at least 200 × 200 pixels');
    expect(within(error).queryByTestId('profile-upload-premium')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('sends nothing once the page has gone away (files still queued stay home)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadPhoto(jpeg(), () => {}, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeNull();
  });

  it('reorders with the arrow buttons, chooses the main photo and deletes after confirming', async () => {
    const fetch = installFetch(photoRoutes([photo(1), photo(2), photo(3)]));
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    const tile = (id: number) =>
      screen.getAllByTestId('profile-photo').find((t) => t.dataset.photoId === String(id)) as HTMLElement;

    expect((within(tile(1)).getByTestId('profile-photo-left') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(tile(1)).getByRole('button', { name: 'Move photo 1 to the right' }));
    await waitFor(() => expect(ids()).toEqual([2, 1, 3]));
    expect(bodiesOf(fetch, 'PUT', '/api/photos.php')).toEqual([{ order: [2, 1, 3] }]);

    await waitFor(() =>
      expect(within(tile(3)).getByTestId('profile-photo-make-main').hasAttribute('aria-disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(within(tile(3)).getByRole('button', { name: 'Make photo 3 your main photo' }));
    await waitFor(() => expect(ids()).toEqual([3, 2, 1]));
    expect(bodiesOf(fetch, 'PUT', '/api/photos.php').at(-1)).toEqual({ main_photo_id: 3 });
    expect(screen.getByTestId('profile-header-photo').getAttribute('src')).toBe('/media/p/k3/match.webp');

    await waitFor(() =>
      expect(within(tile(2)).getByTestId('profile-photo-delete').hasAttribute('aria-disabled')).toBe(false),
    );
    fireEvent.click(within(tile(2)).getByTestId('profile-photo-delete'));
    fireEvent.click(await screen.findByTestId('profile-delete-cancel'));
    expect(bodiesOf(fetch, 'DELETE', '/api/photos.php')).toEqual([]);
    fireEvent.click(within(tile(2)).getByTestId('profile-photo-delete'));
    fireEvent.click(await screen.findByTestId('profile-delete-confirm'));
    await waitFor(() => expect(ids()).toEqual([3, 1]));
    expect(bodiesOf(fetch, 'DELETE', '/api/photos.php')).toEqual([{ id: 2 }]);
  });

  it('reorders by drag and drop', async () => {
    const fetch = installFetch(photoRoutes([photo(1), photo(2), photo(3)]));
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    const [first, , last] = screen.getAllByTestId('profile-photo');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: '',
    };
    fireEvent.dragStart(last, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    await waitFor(() => expect(ids()).toEqual([3, 1, 2]));
    expect(bodiesOf(fetch, 'PUT', '/api/photos.php')).toEqual([{ order: [3, 1, 2] }]);
  });

  it('marks a photo waiting for approval, and says new photos are checked first where the site asks', async () => {
    installFetch(photoRoutes([photo(11), { ...photo(12), pending: true }]));
    renderApp('/profile', { ...english, photo_approval: true });
    await waitFor(() => expect(ids()).toEqual([11, 12]));
    const [approved, pending] = screen.getAllByTestId('profile-photo');
    expect(within(approved).queryByTestId('profile-photo-pending')).toBeNull();
    expect(within(pending).getByTestId('profile-photo-pending').textContent).toBe('Awaiting approval');
    expect(screen.getByText(/New photos are checked by our team first/)).toBeTruthy();
  });

  it('says nothing of approval where the site shows new photos at once', async () => {
    installFetch(photoRoutes([photo(11)]));
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([11]));
    expect(screen.queryByTestId('profile-photo-pending')).toBeNull();
    expect(screen.queryByText(/New photos are checked by our team first/)).toBeNull();
  });
});

describe('/profile photos by keyboard', () => {
  const tile = (id: number) =>
    screen.getAllByTestId('profile-photo').find((t) => t.dataset.photoId === String(id)) as HTMLElement;
  const focusedIn = (id: number) =>
    tile(id).contains(document.activeElement) ? document.activeElement : null;
  const press = (button: HTMLElement) => {
    button.focus();
    fireEvent.click(button);
  };
  const idle = () =>
    waitFor(() =>
      expect(document.querySelector('[data-testid="profile-photos"] [aria-disabled]')).toBeNull(),
    );

  it('keeps the focus on the button pressed while it works, and follows the photo it moved', async () => {
    const fetch = installFetch(photoRoutes([photo(1), photo(2), photo(3)]));
    let release: (() => void) | null = null;
    const firstPutHeld = async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT' && release === null)
        await new Promise<void>((resolve) => (release = resolve));
      return fetch(url, init);
    };
    Object.assign(globalThis, { fetch: firstPutHeld });
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));

    const right = within(tile(1)).getByTestId('profile-photo-right');
    press(right);
    await waitFor(() => expect(ids()).toEqual([2, 1, 3]));
    // busy: the buttons say so but keep the focus, and a second press waits
    expect(right.getAttribute('aria-disabled')).toBe('true');
    expect(right.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(right));
    fireEvent.click(right);
    await act(async () => release?.());
    await idle();
    expect(bodiesOf(fetch, 'PUT', '/api/photos.php')).toEqual([{ order: [2, 1, 3] }]);

    // to the end of the row: its "right" is off, so the focus takes its "left"
    press(within(tile(1)).getByTestId('profile-photo-right'));
    await waitFor(() => expect(ids()).toEqual([2, 3, 1]));
    await waitFor(() => expect(focusedIn(1)?.getAttribute('aria-label')).toBe('Move photo 3 to the left'));
    await idle();

    press(within(tile(1)).getByTestId('profile-photo-make-main'));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    await waitFor(() => expect(focusedIn(1)?.getAttribute('aria-label')).toBe('Move photo 1 to the right'));
    await idle();
  });

  it('gives the focus to the next photo after a delete, the one before at the end, then to the upload', async () => {
    installFetch(photoRoutes([photo(1), photo(2), photo(3)]));
    renderApp('/profile', english);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    const remove = async (id: number) => {
      press(within(tile(id)).getByTestId('profile-photo-delete'));
      fireEvent.click(await screen.findByTestId('profile-delete-confirm'));
      await waitFor(() => expect(screen.queryByTestId('profile-delete-modal')).toBeNull());
      await waitFor(() => expect(document.querySelector(`[data-photo-id="${id}"]`)).toBeNull());
    };

    await remove(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tile(3)).getByTestId('profile-photo-delete')),
    );
    await idle();
    await remove(3);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tile(1)).getByTestId('profile-photo-delete')),
    );
    await idle();
    await remove(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('profile-photo-input')));
  });
});

describe('/profile#photos', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls to the photos once the page is drawn (the photo alert links here)', async () => {
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    installFetch(photoRoutes([]));
    renderApp('/profile#photos', english);
    const section = await screen.findByTestId('profile-section-photos');
    await waitFor(() => expect(scrolledTo).toEqual([section]));
  });
});
