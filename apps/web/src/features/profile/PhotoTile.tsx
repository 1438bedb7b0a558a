import type { Photo } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettings } from '../../app/providers/SettingsContext';
import { mediaUrl } from '../../lib/media/media-url';
import {
  CornerButton,
  MainBadge,
  PendingBadge,
  Tile,
  TileBadges,
  TileBar,
  TileButton,
  TileFoot,
} from './photo-styles';

/** A tile's buttons, by what they do. */
export type PhotoControl = 'left' | 'right' | 'main' | 'delete';

interface Props {
  photo: Photo;
  index: number;
  count: number;
  /** An action runs: the buttons say so (aria-disabled, so the one pressed keeps the focus) and wait. */
  busy: boolean;
  /** The button to focus after an action moved this photo or removed its neighbour. */
  focus?: PhotoControl | null;
  onMove: (from: number, to: number) => void;
  onMakeMain: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

const DRAG_TYPE = 'application/x-amora-photo-index';

/**
 * One own photo: drag it to another place, or use its buttons (keyboard, screen readers, touch).
 * A phone's tile is only ~137 px wide, too narrow for four touch targets in a row: "make main" sits
 * in the top right corner (where the main photo has its badge), move and delete along the bottom.
 */
export function PhotoTile({ photo, index, count, busy, focus, onMove, onMakeMain, onDelete }: Props) {
  const { cdn_prefix } = useSettings();
  const intl = useIntl();
  const [dragging, setDragging] = useState(false);
  const [over, setOver] = useState(false);
  const position = { position: index + 1, count };
  const isMain = index === 0;
  const buttons = {
    left: useRef<HTMLButtonElement>(null),
    right: useRef<HTMLButtonElement>(null),
    main: useRef<HTMLButtonElement>(null),
    delete: useRef<HTMLButtonElement>(null),
  };
  // the same button, else (at an end of the row, or on the main photo now) the nearest one there is
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs stay; a new place needs a new try
  useEffect(() => {
    if (!focus) return;
    const candidates = [focus, 'right', 'left', 'delete'] as const;
    const target = candidates.map((key) => buttons[key].current).find((button) => button && !button.disabled);
    target?.focus();
  }, [focus, index, count]);
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from) && from !== index) onMove(from, index);
  };

  return (
    <Tile
      $dragging={dragging}
      $over={over}
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(index));
        event.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="profile-photo"
      data-photo-id={photo.id}
      data-pending={photo.pending ? 'true' : undefined}
    >
      <img
        src={mediaUrl(cdn_prefix, photo.match)}
        alt={intl.formatMessage({ id: 'my_profile.photo_alt' }, position)}
        draggable={false}
      />
      {isMain && (
        <TileBadges>
          <MainBadge data-testid="profile-photo-main">
            <Icon name="star" size={14} filled />
            <FormattedMessage id="my_profile.photo_main" />
          </MainBadge>
        </TileBadges>
      )}
      {/* the main photo wears its badge in this corner; every other photo offers to become it */}
      {!isMain && (
        <CornerButton
          ref={buttons.main}
          type="button"
          aria-disabled={busy || undefined}
          onClick={unlessBusy(() => onMakeMain(photo))}
          aria-label={intl.formatMessage({ id: 'my_profile.photo_make_main' }, position)}
          data-testid="profile-photo-make-main"
        >
          <Icon size={20} name="star" />
        </CornerButton>
      )}
      <TileFoot>
        {photo.pending && (
          <PendingBadge data-testid="profile-photo-pending">
            <Icon name="clock" size={14} />
            <FormattedMessage id="my_profile.photo_pending" />
          </PendingBadge>
        )}
        <TileBar>
          <TileButton
            ref={buttons.left}
            type="button"
            disabled={index === 0}
            aria-disabled={busy || undefined}
            onClick={unlessBusy(() => onMove(index, index - 1))}
            aria-label={intl.formatMessage({ id: 'my_profile.photo_move_left' }, position)}
            data-testid="profile-photo-left"
          >
            <Icon size={20} name="chevronLeft" />
          </TileButton>
          <TileButton
            ref={buttons.delete}
            type="button"
            aria-disabled={busy || undefined}
            onClick={unlessBusy(() => onDelete(photo))}
            aria-label={intl.formatMessage({ id: 'my_profile.photo_delete' }, position)}
            data-testid="profile-photo-delete"
          >
            <Icon name="trash" size={20} />
          </TileButton>
          <TileButton
            ref={buttons.right}
            type="button"
            disabled={index === count - 1}
            aria-disabled={busy || undefined}
            onClick={unlessBusy(() => onMove(index, index + 1))}
            aria-label={intl.formatMessage({ id: 'my_profile.photo_move_right' }, position)}
            data-testid="profile-photo-right"
          >
            <Icon size={20} name="chevronRight" />
          </TileButton>
        </TileBar>
      </TileFoot>
    </Tile>
  );
}
