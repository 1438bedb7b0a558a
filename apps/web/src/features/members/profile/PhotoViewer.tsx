import type { Photo } from '@amora/contracts';
import { Icon, Modal } from '@amora/ui';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { mediaUrl } from '../../../lib/media/media-url';
import { LockedPhoto } from './LockedPhoto';
import { PageArrows } from './PageArrows';
import { useSwipe } from './use-swipe';
import {
  ViewerBar,
  ViewerClose,
  ViewerCounter,
  ViewerFrame,
  ViewerImg,
  ViewerLocked,
  ViewerStage,
} from './viewer-styles';

/** The photos a free member or a visitor may not see: one last slide, blurred, with the way to them. */
export interface LockedSlide {
  /** The first locked photo (its blurred rendition). */
  photo: Photo;
  count: number;
  /** Logged in: premium; else signup. */
  member: boolean;
}

export interface PhotoViewerProps {
  /** The photos to page through: those the member may see. */
  photos: Photo[];
  /**
   * All the profile's photos, open and locked, as the gallery counts them: the counter and the alt texts
   * say "n / total", the locked slide as the first locked photo.
   */
  total: number;
  locked?: LockedSlide;
  /** The one shown first. */
  start: number;
  name: string;
  /** Escape, the close button or a click beside the frame; `index` is the photo shown last. */
  onClose: (index: number) => void;
}

/**
 * A profile's photos full screen, each whole (the `full` rendition, contained): previous and next by
 * buttons, arrow keys and swipes, the position, a close button. @amora/ui's Modal keeps the focus
 * inside and gives it back to the photo that opened it.
 */
export function PhotoViewer({ photos, total, locked, start, name, onClose }: PhotoViewerProps) {
  const intl = useIntl();
  const { cdn_prefix } = useSettings();
  // the open photos, then one slide for all the locked ones
  const slides = photos.length + (locked ? 1 : 0);
  const [index, setIndex] = useState(start);
  const step = useCallback(
    (delta: number) => setIndex((current) => Math.max(0, Math.min(slides - 1, current + delta))),
    [slides],
  );
  const swipe = useSwipe((direction) => step(-direction));
  const closeButton = useRef<HTMLButtonElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!delta) return;
      event.preventDefault();
      step(delta);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);

  // the neighbours load while this one is looked at: the next swipe shows a photo, not a wait
  useEffect(() => {
    for (const photo of [photos[index - 1], photos[index + 1]]) {
      if (photo) new Image().src = mediaUrl(cdn_prefix, photo.filename);
    }
  }, [index, photos, cdn_prefix]);

  // the button pressed to either end is switched off there: its focus goes to the one that leads back
  const [refocus, setRefocus] = useState<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    if (!refocus) return;
    refocus.current?.focus();
    setRefocus(null);
  }, [refocus]);
  const go = (delta: -1 | 1) => {
    const next = Math.max(0, Math.min(slides - 1, index + delta));
    setIndex(next);
    if (next === 0) setRefocus(nextButton);
    else if (next === slides - 1) setRefocus(previousButton);
  };

  const photo = photos[index];
  // the locked photos come last: the open ones keep their place in the gallery, the locked slide that
  // of the first locked photo
  const position = Math.min(index + 1, total);
  // closed on the locked slide, the gallery shows the last photo seen
  const close = () => onClose(Math.min(index, photos.length - 1));
  return (
    <Modal
      open
      onClose={close}
      ariaLabel={intl.formatMessage({ id: 'members.gallery.label' }, { name })}
      size="screen"
      initialFocusRef={closeButton}
      data-testid="photo-viewer"
    >
      <ViewerStage>
        <ViewerBar>
          <ViewerCounter aria-live="polite" data-testid="photo-viewer-counter">
            {position} / {total}
          </ViewerCounter>
          <ViewerClose
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={intl.formatMessage({ id: 'members.close' })}
            data-testid="photo-viewer-close"
          >
            <Icon name="close" size={22} />
          </ViewerClose>
        </ViewerBar>
        <ViewerFrame {...swipe.handlers} data-testid="photo-viewer-frame">
          {!photo && locked && (
            <ViewerLocked data-testid="photo-viewer-locked">
              <LockedPhoto
                photo={locked.photo}
                label={intl.formatMessage({ id: 'members.locked.count' }, { count: locked.count })}
                member={locked.member}
                count={locked.count}
                focusable
                onAction={close}
              />
            </ViewerLocked>
          )}
          {photo && (
            <ViewerImg
              key={photo.id}
              src={mediaUrl(cdn_prefix, photo.filename)}
              alt={intl.formatMessage({ id: 'members.gallery.photo' }, { n: position, total, name })}
              draggable={false}
              style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
              data-testid="photo-viewer-image"
            />
          )}
          <PageArrows
            index={index}
            total={slides}
            onStep={go}
            testId="photo-viewer"
            previousRef={previousButton}
            nextRef={nextButton}
          />
        </ViewerFrame>
      </ViewerStage>
    </Modal>
  );
}
