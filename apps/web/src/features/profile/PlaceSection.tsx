import type { OwnProfile, Place } from '@amora/contracts';
import { Alert, Button, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../../lib/api';
import { ErrorAlert } from '../error/ErrorAlert';
import { GeoError, type GeoFailure, type GeoPermission, locate, useGeoPermission } from './geolocation';
import { PlaceCombobox } from './PlaceCombobox';
import { ProfileSection } from './ProfileSection';
import { usePlaceLabel } from './place-label';
import { CurrentPlace, Or, PinBubble } from './place-styles';
import { Muted } from './profile-styles';
import type { useOwnProfile } from './use-own-profile';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'saved'; by: 'position' | 'hand' }
  | { kind: 'no-place' }
  | { kind: 'failed'; reason: GeoFailure }
  | { kind: 'error'; error: unknown };

interface Props {
  profile: OwnProfile;
  save: ReturnType<typeof useOwnProfile>['save'];
}

/** Where the member lives: from the browser's position (GET /api/geocode.php) or chosen by hand. */
export function PlaceSection({ profile, save }: Props) {
  const permission = useGeoPermission();
  const label = usePlaceLabel();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const savePlace = async (place: Place, by: 'position' | 'hand') => {
    await save({ place_id: place.id });
    setOutcome({ kind: 'saved', by });
  };

  const locateMe = async () => {
    setOutcome({ kind: 'locating' });
    try {
      const position = await locate();
      const { place } = await api.get('geocode', { lat: position.lat, lon: position.lon });
      if (!place) return setOutcome({ kind: 'no-place' });
      await savePlace(place, 'position');
    } catch (caught) {
      setOutcome(
        caught instanceof GeoError
          ? { kind: 'failed', reason: caught.reason }
          : { kind: 'error', error: caught },
      );
    }
  };

  const chooseByHand = (place: Place) => {
    savePlace(place, 'hand').catch((error: unknown) => setOutcome({ kind: 'error', error }));
  };

  const shown = profile.place ?? (profile.city ? { ...profile, region_name: profile.region } : null);
  return (
    <ProfileSection
      id="place"
      icon="pin"
      titleId="my_profile.place_title"
      text={<FormattedMessage id="my_profile.place_text" />}
    >
      <CurrentPlace data-testid="profile-place-current">
        <PinBubble aria-hidden="true">
          <Icon size={20} name="pin" />
        </PinBubble>
        <div>
          <Muted>
            <FormattedMessage id="my_profile.place_current" />
          </Muted>
          <strong>{shown ? label(shown) : <FormattedMessage id="my_profile.place_unset" />}</strong>
        </div>
      </CurrentPlace>
      <LocateOutcome outcome={outcome} />
      <LocateButton permission={permission} busy={outcome.kind === 'locating'} onClick={locateMe} />
      <Or>
        <FormattedMessage id="my_profile.place_or" />
      </Or>
      <PlaceCombobox onSelect={chooseByHand} disabled={outcome.kind === 'locating'} />
    </ProfileSection>
  );
}

function LocateButton({
  permission,
  busy,
  onClick,
}: {
  permission: GeoPermission;
  busy: boolean;
  onClick: () => void;
}) {
  if (permission === 'unsupported') {
    return (
      <Muted data-testid="profile-geo-unsupported">
        <FormattedMessage id="my_profile.geo_unsupported" />
      </Muted>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        fullWidth
        loading={busy}
        disabled={permission === 'denied'}
        icon={<Icon size={20} name="locate" />}
        onClick={onClick}
        data-testid="profile-use-location"
        data-permission={permission}
      >
        <FormattedMessage id="my_profile.use_location" />
      </Button>
      {permission === 'denied' && (
        <Muted data-testid="profile-geo-denied">
          <FormattedMessage id="my_profile.geo_denied" />
        </Muted>
      )}
      {permission === 'prompt' && (
        <Muted data-testid="profile-geo-prompt">
          <FormattedMessage id="my_profile.geo_prompt" />
        </Muted>
      )}
    </>
  );
}

const FAILURE_MESSAGES: Record<GeoFailure, string> = {
  denied: 'my_profile.geo_denied',
  unavailable: 'my_profile.geo_unavailable',
  timeout: 'my_profile.geo_unavailable',
};

function LocateOutcome({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'saved':
      return (
        <Alert tone="success" data-testid="profile-place-saved">
          <FormattedMessage
            id={outcome.by === 'position' ? 'my_profile.place_found' : 'my_profile.place_saved'}
          />
        </Alert>
      );
    case 'no-place':
      return (
        <Alert tone="warning" data-testid="profile-place-none">
          <FormattedMessage id="my_profile.place_no_town" />
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="warning" data-testid="profile-geo-failed">
          <FormattedMessage id={FAILURE_MESSAGES[outcome.reason]} />
        </Alert>
      );
    case 'error':
      return <ErrorAlert error={outcome.error} data-testid="profile-place-error" />;
    default:
      return null;
  }
}
