import type { Photo, ProfileDetail } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { mediaUrl } from '../../../lib/media/media-url';
import { ProfileImage } from '../shared/ProfileImage';
import {
  Counter,
  GalleryRoot,
  PhotoImg,
  Slide,
  SlideOpener,
  Stage,
  Thumb,
  ThumbLock,
  Thumbs,
  Track,
} from './gallery-styles';
import { LockedPhoto } from './LockedPhoto';
import { PageArrows } from './PageArrows';
import { type LockedSlide, PhotoViewer } from './PhotoViewer';
import { SWIPE_THROUGH, useSwipe } from './use-swipe';

/** Arrow keys page the gallery unless the member is typing or a dialog is open. */
function ignoresKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export interface GalleryProps {
  profile: ProfileDetail;
  /** Logged in: a locked photo invites to premium; else to sign up. */
  member: boolean;
}

/**
 * The profile's photos: swipe on phones, arrow keys and buttons on desktop, thumbnails, a counter; a
 * photo the member may see opens full screen.
 */
export function Gallery({ profile, member }: GalleryProps) {
  const intl = useIntl();
  const photos = profile.photos;
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const clamp = useCallback((next: number) => Math.max(0, Math.min(total - 1, next)), [total]);
  const go = useCallback((next: number) => setIndex(clamp(next)), [clamp]);
  // steps from the index as it is when the state updates, not as the last render saw it: Preact runs
  // effects after the next frame, so a listener of the last index would undo a quick second key press
  const step = useCallback((delta: number) => setIndex((current) => clamp(current + delta)), [clamp]);
  const swipe = useSwipe((direction) => step(-direction));
  const viewer = usePhotoViewer(photos, setIndex);
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (viewer.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ignoresKeys(event.target)) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step, viewer.open]);

  // paged by a key or a swipe while a photo has the focus, the focus follows to the photo shown (its
  // opener, or on the locked photos the way to them): left on the one before, it would lie off screen,
  // unseen, and Enter would open that one. The arrow buttons and the thumbnails (outside the track)
  // keep theirs.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    const slide = slides.current[index];
    if (!focused || !slide || !track.current?.contains(focused) || slide.contains(focused)) return;
    slide.querySelector<HTMLElement>('a,button')?.focus({ preventScroll: true });
  }, [index]);

  // back from the viewer: the gallery shows the photo seen last, and that photo has the focus
  useEffect(() => {
    if (viewer.returnTo === null || viewer.returnTo !== index) return;
    viewer.openers.current[index]?.focus({ preventScroll: true });
    viewer.returned();
  }, [viewer, index]);

  const label = (n: number) =>
    intl.formatMessage({ id: 'members.gallery.photo' }, { n, total, name: profile.name });
  if (total === 0)
    return (
      <GalleryRoot data-testid="gallery">
        <Stage>
          <ProfileImage image={null} size="filename" name={profile.name} alt={profile.name} />
        </Stage>
      </GalleryRoot>
    );
  return (
    <GalleryRoot
      aria-roledescription={intl.formatMessage({ id: 'members.gallery.carousel' })}
      aria-label={intl.formatMessage({ id: 'members.gallery.label' }, { name: profile.name })}
      data-testid="gallery"
      data-index={index}
    >
      <Stage {...swipe.handlers} data-gallery-stage="" data-testid="gallery-stage">
        <Track
          ref={track}
          $dragging={swipe.dragging}
          style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}
        >
          {photos.map((photo, n) => (
            <GallerySlide
              key={photo.id}
              photo={photo}
              label={label(n + 1)}
              current={n === index}
              slide={(element) => {
                slides.current[n] = element;
              }}
              member={member}
              lockedCount={profile.locked_photos}
              opener={(element) => {
                viewer.openers.current[n] = element;
              }}
              onOpen={() => viewer.show(n)}
            />
          ))}
        </Track>
        <Counter aria-live="polite" data-testid="gallery-counter">
          {index + 1} / {total}
        </Counter>
        <PageArrows index={index} total={total} onStep={step} testId="gallery" />
      </Stage>
      {total > 1 && <GalleryThumbs photos={photos} index={index} onPick={go} label={label} />}
      {viewer.open && (
        <PhotoViewer
          photos={viewer.photos}
          total={total}
          locked={lockedSlide(photos, profile.locked_photos, member)}
          start={viewer.start}
          name={profile.name}
          onClose={viewer.close}
        />
      )}
    </GalleryRoot>
  );
}

function lockedSlide(photos: Photo[], count: number, member: boolean): LockedSlide | undefined {
  const photo = photos.find((candidate) => candidate.locked);
  return photo && count > 0 ? { photo, count, member } : undefined;
}

/**
 * Which photo the full-screen viewer shows (of those not locked), and the way back: the gallery turns
 * to the photo seen last, whose opener then takes the focus.
 */
function usePhotoViewer(photos: Photo[], setIndex: (index: number) => void) {
  const [start, setStart] = useState<number | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const visible = useMemo(() => photos.filter((photo) => !photo.locked), [photos]);
  return {
    open: start !== null,
    start: start ?? 0,
    photos: visible,
    openers,
    returnTo,
    show: (index: number) => setStart(Math.max(0, visible.indexOf(photos[index]))),
    close: (shown: number) => {
      const index = Math.max(0, photos.indexOf(visible[shown]));
      setStart(null);
      setIndex(index);
      setReturnTo(index);
    },
    returned: () => setReturnTo(null),
  };
}

interface SlideProps {
  photo: Photo;
  label: string;
  current: boolean;
  /** The slide's element: the focus moves to the button in it when the gallery pages to it. */
  slide: (element: HTMLElement | null) => void;
  member: boolean;
  lockedCount: number;
  opener: (element: HTMLButtonElement | null) => void;
  onOpen: () => void;
}

/**
 * One photo; one the member may see opens full screen on a tap or click (a swipe over it still pages:
 * it lets the swipe through and swallows the click that ends a drag).
 */
function GallerySlide({ photo, label, current, slide, member, lockedCount, opener, onOpen }: SlideProps) {
  const settings = useSettings();
  return (
    <Slide ref={slide} aria-hidden={!current} data-testid="gallery-slide" data-locked={photo.locked}>
      {photo.locked ? (
        <LockedPhoto photo={photo} label={label} member={member} count={lockedCount} focusable={current} />
      ) : (
        <SlideOpener
          ref={opener}
          type="button"
          tabIndex={current ? undefined : -1}
          aria-haspopup="dialog"
          onClick={onOpen}
          {...{ [SWIPE_THROUGH]: '' }}
          data-testid="gallery-open"
        >
          <PhotoImg src={mediaUrl(settings.cdn_prefix, photo.filename)} alt={label} draggable={false} />
        </SlideOpener>
      )}
    </Slide>
  );
}

interface ThumbsProps {
  photos: Photo[];
  index: number;
  onPick: (index: number) => void;
  label: (n: number) => string;
}

function GalleryThumbs({ photos, index, onPick, label }: ThumbsProps) {
  const settings = useSettings();
  return (
    <Thumbs data-testid="gallery-thumbs">
      {photos.map((photo, n) => (
        <li key={photo.id}>
          <Thumb
            type="button"
            $current={n === index}
            aria-current={n === index ? 'true' : undefined}
            aria-label={label(n + 1)}
            onClick={() => onPick(n)}
            data-testid="gallery-thumb"
          >
            <img src={mediaUrl(settings.cdn_prefix, photo.thumb_filename)} alt="" draggable={false} />
            {photo.locked && (
              <ThumbLock>
                <Icon name="lock" size={18} />
              </ThumbLock>
            )}
          </Thumb>
        </li>
      ))}
    </Thumbs>
  );
}
