import type { Image, ProfileCard } from '@amora/contracts';
import { differenceInYears } from 'date-fns';
import type { Profile } from './profile.entity.js';

export const ONLINE_WINDOW_MS = 15 * 60_000;

export function ageOn(dateOfBirth: string, today = new Date()): number {
  return differenceInYears(today, new Date(`${dateOfBirth}T00:00:00Z`));
}

/** The main photo's renditions, kept on the profile row (the photos module sets them). */
export function mainImageOf(
  profile: Pick<Profile, 'mainImageFilename' | 'thumbFilename' | 'matchFilename'>,
): Image | null {
  if (!profile.mainImageFilename) return null;
  return {
    filename: profile.mainImageFilename,
    thumb_filename: profile.thumbFilename ?? profile.mainImageFilename,
    match: profile.matchFilename ?? profile.mainImageFilename,
  };
}

/** A profile as search results and lists show it. The main photo is always open (FREE_VISIBLE_PHOTOS ≥ 1). */
export function toProfileCard(
  profile: Pick<
    Profile,
    | 'id'
    | 'name'
    | 'dateOfBirth'
    | 'city'
    | 'region'
    | 'country'
    | 'mainImageFilename'
    | 'thumbFilename'
    | 'matchFilename'
    | 'isFictional'
    | 'lastActiveAt'
  >,
  distanceKm: number | null = null,
  now = new Date(),
): ProfileCard {
  return {
    id: profile.id,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, now),
    city: profile.city,
    region: profile.region,
    country: profile.country,
    main_image: mainImageOf(profile),
    fictional: profile.isFictional,
    online: now.getTime() - new Date(profile.lastActiveAt).getTime() < ONLINE_WINDOW_MS,
    distance: distanceKm === null ? null : Math.round(distanceKm),
  };
}
