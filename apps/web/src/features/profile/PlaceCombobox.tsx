import type { Place } from '@amora/contracts';
import { Spinner } from '@amora/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../lib/api';
import { usePlaceLabel } from './place-label';
import { ComboInput, ComboLabel, ComboWrap, Listbox, Option, OptionSub, SpinnerSlot } from './place-styles';

export const PLACE_SEARCH_DEBOUNCE_MS = 250;
const MIN_CHARS = 2;
/** Where the bottom tab bar shows (BottomTabBar). */
const PHONE = '(max-width: 767.98px)';

/** GET /api/places.php for the text typed, after a pause in typing; the last answer wins. */
function usePlaceSearch(query: string) {
  const [places, setPlaces] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_CHARS) {
      setPlaces([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get('places', { q }, controller.signal)
        .then((answer) => setPlaces(answer.places))
        .catch(() => setPlaces([]))
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return { places, loading };
}

/** The option an arrow key moves to, round the list; from none, down is the first and up the last. */
function nextActive(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

interface Props {
  onSelect: (place: Place) => void;
  disabled?: boolean;
}

/** Choosing a place by hand: an ARIA 1.2 combobox with a listbox, worked by keyboard or touch. */
export function PlaceCombobox({ onSelect, disabled }: Props) {
  const id = useId();
  const intl = useIntl();
  const label = usePlaceLabel();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { places, loading } = usePlaceSearch(query);
  // the option the arrow keys or the pointer made active, in the list it was made in: as the WAI-ARIA
  // combobox pattern, a new list opens with none active
  const [picked, setPicked] = useState({ list: places, index: -1 });
  const active = picked.list === places ? picked.index : -1;
  const setActive = (index: number) => setPicked({ list: places, index });
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const expanded = open && query.trim().length >= MIN_CHARS && !loading;

  const choose = (place: Place) => {
    setQuery('');
    setOpen(false);
    onSelect(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // a closed list opens at its first (or last) option
      setActive(nextActive(expanded ? active : -1, step, places.length));
    } else if (event.key === 'Enter' && expanded && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
    }
  };

  // On a phone the field may sit just above the tab bar (and soon the keyboard): to the top of the view
  // with it, under the navigation (the page's scroll-padding-top), so the list opens where it can be seen.
  const makeRoomForList = () => {
    if (window.matchMedia?.(PHONE).matches) wrapRef.current?.scrollIntoView({ block: 'start' });
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <ComboWrap ref={wrapRef}>
      <ComboLabel htmlFor={`${id}-input`}>
        <FormattedMessage id="my_profile.place_by_hand" />
      </ComboLabel>
      <ComboInput
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={intl.formatMessage({ id: 'my_profile.place_placeholder' })}
        value={query}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={makeRoomForList}
        onBlur={() => setOpen(false)}
        data-testid="profile-place-input"
      />
      {loading && (
        <SpinnerSlot>
          <Spinner size="sm" />
        </SpinnerSlot>
      )}
      <Listbox id={`${id}-listbox`} role="listbox" hidden={!expanded} data-testid="profile-place-options">
        {places.map((place, index) => (
          <Option
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            onMouseEnter={() => setActive(index)}
            data-testid="profile-place-option"
          >
            <span>{place.city}</span>
            <OptionSub>
              {label({ city: '', region_name: place.region_name, country: place.country })}
            </OptionSub>
          </Option>
        ))}
        {places.length === 0 && (
          <Option as="li" role="option" aria-disabled="true" aria-selected="false" $empty>
            <FormattedMessage id="my_profile.place_none_found" />
          </Option>
        )}
      </Listbox>
    </ComboWrap>
  );
}
