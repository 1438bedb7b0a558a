import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { asMember, detail, english, photo, resetBrowserState } from '../members-test-fixtures';

beforeEach(resetBrowserState);

// jsdom has no PointerEvent: a MouseEvent with the pointer fields the swipe reads.
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
  }
}
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: FakePointerEvent });
});

async function openProfile(profile = detail(), routes = asMember) {
  installFetch({ ...routes, 'GET /api/profile.php': { body: { profile } } });
  renderApp('/members/42', english);
  return screen.findByTestId('gallery');
}

const counter = () => screen.getByTestId('gallery-counter').textContent;

function swipe(element: HTMLElement, from: number, to: number) {
  const at = (clientX: number) => ({ clientX, clientY: 200, pointerId: 1, isPrimary: true, button: 0 });
  fireEvent.pointerDown(element, at(from));
  fireEvent.pointerMove(element, at((from + to) / 2));
  fireEvent.pointerMove(element, at(to));
  fireEvent.pointerUp(element, at(to));
}

describe('profile gallery', () => {
  it('counts two quick key presses as two steps (before the page has rendered the first)', async () => {
    await openProfile();
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(counter()).toBe('3 / 3');
  });

  it('pages with the arrow keys and the buttons, with a counter and thumbnails', async () => {
    const gallery = await openProfile();
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByTestId('gallery-next'));
    expect(counter()).toBe('2 / 3');
    const thumbs = within(gallery).getAllByTestId('gallery-thumb');
    fireEvent.click(thumbs[2]);
    expect(counter()).toBe('3 / 3');
    expect(thumbs[2].getAttribute('aria-current')).toBe('true');
    expect(thumbs[0].getAttribute('aria-label')).toBe('Photo 1 of 3, Sanne');
  });

  it('changes photo on a swipe past the threshold, not on a small drag', async () => {
    await openProfile();
    const stage = screen.getByTestId('gallery-stage');
    swipe(stage, 300, 280);
    expect(counter()).toBe('1 / 3');
    swipe(stage, 300, 150);
    expect(counter()).toBe('2 / 3');
    swipe(stage, 100, 300);
    expect(counter()).toBe('1 / 3');
  });

  it('shows a locked photo blurred under a lock with the way to premium for a free member', async () => {
    await openProfile();
    const slides = screen.getAllByTestId('gallery-slide');
    expect(slides[2].getAttribute('data-locked')).toBe('true');
    const locked = within(slides[2]).getByTestId('gallery-locked');
    expect(locked.textContent).toContain('Go premium to see all photos');
    expect(within(slides[2]).getByTestId('gallery-premium').getAttribute('href')).toBe('/premium');
    expect(within(slides[2]).getByRole('img', { hidden: true }).getAttribute('src')).toBe(
      '/media/p/b3/blur.webp',
    );
    expect(within(slides[0]).queryByTestId('gallery-locked')).toBeNull();
  });

  it('asks a visitor to sign up for the locked photos', async () => {
    await openProfile(detail({ photos: [photo(1), photo(2), photo(3, true)] }), {});
    const slides = screen.getAllByTestId('gallery-slide');
    expect(within(slides[2]).getByTestId('gallery-locked').textContent).toContain(
      'Sign up to see all photos',
    );
    expect(within(slides[2]).getByTestId('gallery-join')).toBeTruthy();
  });

  it('asks a visitor to log in instead where the site takes signups only from partners', async () => {
    installFetch({
      'GET /api/profile.php': { body: { profile: detail({ photos: [photo(1), photo(3, true)] }) } },
    });
    renderApp('/members/42', { ...english, signups: 'with_trafficsource' });
    const slides = await screen.findAllByTestId('gallery-slide');
    expect(within(slides[1]).queryByTestId('gallery-join')).toBeNull();
    expect(within(slides[1]).getByTestId('gallery-login').getAttribute('href')).toBe('/login');
    expect(within(slides[1]).getByTestId('gallery-locked').textContent).toContain('Log in to search members');
  });

  it('ignores the arrow keys while a field has the focus', async () => {
    await openProfile();
    fireEvent.click(screen.getByTestId('profile-report'));
    const reason = await screen.findByTestId('report-reason');
    fireEvent.keyDown(reason, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
  });

  it('moves the focus on a photo along with the keys: to the photo shown, or to the way to premium', async () => {
    await openProfile();
    const slides = screen.getAllByTestId('gallery-slide');
    const openers = screen.getAllByTestId('gallery-open');
    openers[0].focus();
    fireEvent.keyDown(openers[0], { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    expect(document.activeElement).toBe(openers[1]);
    fireEvent.keyDown(openers[1], { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 3');
    expect(document.activeElement).toBe(within(slides[2]).getByTestId('gallery-premium'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
    expect(document.activeElement).toBe(openers[1]);
    // Enter on it (a click) opens the photo shown
    fireEvent.click(document.activeElement as HTMLElement);
    await screen.findByTestId('photo-viewer');
    expect(screen.getByTestId('photo-viewer-image').getAttribute('src')).toBe('/media/p/k2/full.webp');
  });

  it('moves the focus to the way to sign up on the locked photos for a visitor', async () => {
    await openProfile(detail({ photos: [photo(1), photo(2), photo(3, true)] }), {});
    screen.getAllByTestId('gallery-open')[0].focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 3');
    expect(document.activeElement).toBe(screen.getByTestId('gallery-join'));
  });

  it('leaves the focus on the arrow buttons and the thumbnails, which page the gallery themselves', async () => {
    const gallery = await openProfile();
    const next = screen.getByTestId('gallery-next');
    next.focus();
    fireEvent.click(next);
    expect(counter()).toBe('2 / 3');
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(counter()).toBe('1 / 3');
    expect(document.activeElement).toBe(next);
    const thumb = within(gallery).getAllByTestId('gallery-thumb')[2];
    thumb.focus();
    fireEvent.click(thumb);
    expect(counter()).toBe('3 / 3');
    expect(document.activeElement).toBe(thumb);
  });
});

describe('full-screen photo viewer', () => {
  const viewerCounter = () => screen.getByTestId('photo-viewer-counter').textContent;
  const viewerSrc = () => screen.getByTestId('photo-viewer-image').getAttribute('src');
  const openers = () => screen.getAllByTestId('gallery-open');

  it("opens the photo tapped, whole, with its position among all the profile's photos, as the gallery counts", async () => {
    await openProfile();
    expect(openers()[0].getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(openers()[0]);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Sanne' });
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(viewerCounter()).toBe('1 / 3');
    expect(viewerSrc()).toBe('/media/p/k1/full.webp');
    expect(screen.getByTestId('photo-viewer-image').getAttribute('alt')).toBe('Photo 1 of 3, Sanne');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('photo-viewer-close')));
    expect((screen.getByTestId('photo-viewer-prev') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages with its buttons and the arrow keys, the gallery behind it staying put', async () => {
    await openProfile();
    fireEvent.click(openers()[0]);
    await screen.findByTestId('photo-viewer');
    const next = screen.getByTestId('photo-viewer-next');
    next.focus();
    fireEvent.click(next);
    expect(viewerCounter()).toBe('2 / 3');
    expect(viewerSrc()).toBe('/media/p/k2/full.webp');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(viewerCounter()).toBe('1 / 3');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByTestId('photo-viewer-locked')).toBeTruthy();
    expect(viewerCounter()).toBe('3 / 3');
    expect(counter()).toBe('1 / 3');
  });

  it('ends on the locked photos, blurred, with the way to premium; closed there, the gallery shows the last photo', async () => {
    await openProfile();
    fireEvent.click(openers()[1]);
    await screen.findByTestId('photo-viewer');
    const next = screen.getByTestId('photo-viewer-next');
    next.focus();
    fireEvent.click(next);
    const locked = screen.getByTestId('photo-viewer-locked');
    // the locked slide stands for the locked photos: it counts as the first of them
    expect(viewerCounter()).toBe('3 / 3');
    expect(screen.queryByTestId('photo-viewer-image')).toBeNull();
    expect(within(locked).getByRole('img').getAttribute('src')).toBe('/media/p/b3/blur.webp');
    expect(within(locked).getByTestId('gallery-premium').getAttribute('href')).toBe('/premium');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    // the button pressed is off at the end: the focus goes to the one that leads back
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('photo-viewer-prev')));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
    expect(counter()).toBe('2 / 3');
    await waitFor(() => expect(document.activeElement).toBe(openers()[1]));
  });

  it('counts like the gallery with several locked photos: the locked slide is the first of them', async () => {
    await openProfile(
      detail({
        photos: [photo(1), photo(2), photo(3, true), photo(4, true), photo(5, true)],
        locked_photos: 3,
      }),
    );
    expect(counter()).toBe('1 / 5');
    fireEvent.click(openers()[1]);
    await screen.findByTestId('photo-viewer');
    expect(viewerCounter()).toBe('2 / 5');
    expect(screen.getByTestId('photo-viewer-image').getAttribute('alt')).toBe('Photo 2 of 5, Sanne');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('photo-viewer-locked')).toBeTruthy();
    expect(viewerCounter()).toBe('3 / 5');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(viewerCounter()).toBe('3 / 5');
  });

  it('has no locked slide for a profile whose photos are all open to the member', async () => {
    const open = detail();
    await openProfile({
      ...open,
      photos: open.photos.filter((candidate) => !candidate.locked),
      locked_photos: 0,
    });
    fireEvent.click(openers()[1]);
    await screen.findByTestId('photo-viewer');
    expect(viewerCounter()).toBe('2 / 2');
    expect(screen.getByTestId('photo-viewer-image').getAttribute('alt')).toBe('Photo 2 of 2, Sanne');
    expect((screen.getByTestId('photo-viewer-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(viewerCounter()).toBe('2 / 2');
    expect(screen.queryByTestId('photo-viewer-locked')).toBeNull();
  });

  it('pages on a swipe', async () => {
    await openProfile();
    fireEvent.click(openers()[0]);
    const frame = await screen.findByTestId('photo-viewer-frame');
    swipe(frame, 300, 280);
    expect(viewerCounter()).toBe('1 / 3');
    swipe(frame, 300, 120);
    expect(viewerCounter()).toBe('2 / 3');
    swipe(frame, 100, 300);
    expect(viewerCounter()).toBe('1 / 3');
  });

  it('closes on Escape, the gallery on the photo seen last, and gives that photo the focus', async () => {
    await openProfile();
    fireEvent.click(openers()[0]);
    await screen.findByTestId('photo-viewer');
    fireEvent.click(screen.getByTestId('photo-viewer-next'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
    expect(counter()).toBe('2 / 3');
    await waitFor(() => expect(document.activeElement).toBe(openers()[1]));
    // the arrow keys page the gallery again
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(counter()).toBe('1 / 3');
  });

  it('closes with its close button, the focus back on the photo that opened it', async () => {
    await openProfile();
    fireEvent.click(screen.getByTestId('gallery-next'));
    openers()[1].focus();
    fireEvent.click(openers()[1]);
    expect(await screen.findByTestId('photo-viewer-counter')).toBeTruthy();
    expect(viewerCounter()).toBe('2 / 3');
    fireEvent.click(screen.getByTestId('photo-viewer-close'));
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(openers()[1]));
    expect(counter()).toBe('2 / 3');
  });

  it('does not open a locked photo, which keeps its way to premium', async () => {
    await openProfile();
    const locked = screen.getAllByTestId('gallery-slide')[2];
    expect(within(locked).queryByTestId('gallery-open')).toBeNull();
    fireEvent.click(within(locked).getByRole('img', { hidden: true }));
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
    expect(within(locked).getByTestId('gallery-premium')).toBeTruthy();
  });

  it('pages the gallery on a swipe over a photo without opening it', async () => {
    await openProfile();
    const opener = openers()[0];
    const at = (clientX: number) => ({ clientX, clientY: 200, pointerId: 1, isPrimary: true, button: 0 });
    fireEvent.pointerDown(opener, at(300));
    fireEvent.pointerMove(opener, at(220));
    fireEvent.pointerMove(opener, at(150));
    fireEvent.pointerUp(opener, at(150));
    fireEvent.click(opener);
    expect(counter()).toBe('2 / 3');
    expect(screen.queryByTestId('photo-viewer')).toBeNull();
    // a tap is a tap again
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(openers()[1]);
    expect(await screen.findByTestId('photo-viewer')).toBeTruthy();
  });
});
