import type { Image, ProfileCard } from '@amora/contracts';
import type { Profile } from './profile.entity.js';

export const ONLINE_WINDOW_MS = 15 * 60_000;

/**
 * Full years from a date of birth (YYYY-MM-DD) to `today`, in UTC. Plain arithmetic: a search page
 * computes 25 of these, and date-fns' differenceInYears built some 1.4 KB of Dates for each, 15% of what
 * a search request allocated (bench/search: more garbage, more often a collection pausing the requests).
 */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const year = Number(dateOfBirth.slice(0, 4));
  const monthDay = Number(dateOfBirth.slice(5, 7)) * 100 + Number(dateOfBirth.slice(8, 10));
  const todayMonthDay = (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return today.getUTCFullYear() - year - (todayMonthDay < monthDay ? 1 : 0);
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

/** The columns a card needs, as raw SQL answers them (search and the profile page read them so). */
export interface CardColumns {
  id: number;
  name: string;
  date_of_birth: string;
  city: string;
  region: string;
  country: string;
  main_image_filename: string | null;
  thumb_filename: string | null;
  match_filename: string | null;
  is_fictional: boolean;
  last_active_at: Date;
}

/** A profile as search results and lists show it. The main photo is always open (FREE_VISIBLE_PHOTOS ≥ 1). */
export function toProfileCard(
  row: CardColumns,
  distanceKm: number | null = null,
  now = new Date(),
): ProfileCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.date_of_birth, now),
    city: row.city,
    region: row.region,
    country: row.country,
    main_image: mainImageOf({
      mainImageFilename: row.main_image_filename,
      thumbFilename: row.thumb_filename,
      matchFilename: row.match_filename,
    }),
    fictional: row.is_fictional,
    online: now.getTime() - new Date(row.last_active_at).getTime() < ONLINE_WINDOW_MS,
    distance: distanceKm === null ? null : Math.round(distanceKm),
  };
}
