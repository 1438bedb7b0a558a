import type { Photo, ProfileDetail } from '@amora/contracts';
import type { Profile } from './profile.entity.js';
import { toProfileCard } from './profile-card.js';

/** The columns a profile page needs, as the SQL of profile-view.service.ts reads them. */
export interface ProfileRow {
  id: number;
  tenant_id: number;
  name: string;
  gender: Profile['gender'];
  sexuality: Profile['sexuality'];
  relationship_status: string | null;
  hair: string | null;
  eye_colour: string | null;
  body_type: string | null;
  tattoos: boolean | null;
  interests: string[];
  date_of_birth: string;
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  about: string;
  is_fictional: boolean;
  main_image_filename: string | null;
  thumb_filename: string | null;
  match_filename: string | null;
  last_active_at: Date;
}

export interface DetailContext {
  /** The tenant's visible_profile_fields and visible_profile_notes. */
  visibleFields: readonly string[];
  visibleNotes: boolean;
  photos: Photo[];
  distanceKm: number | null;
  blocked: boolean;
}

/** Attributes shown only when the tenant's visible_profile_fields lists them (absent otherwise). */
const OPTIONAL_FIELDS = [
  'gender',
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
  'interests',
  'tattoos',
] as const;
/** Card fields the contract always carries: blank when the tenant does not show them. */
const PLACE_FIELDS = ['city', 'region', 'country'] as const;

export function toProfileDetail(row: ProfileRow, context: DetailContext, now = new Date()): ProfileDetail {
  const card = toProfileCard(row, context.distanceKm, now);
  const shown = new Set(context.visibleFields);
  for (const field of PLACE_FIELDS) if (!shown.has(field)) card[field] = '';
  const detail: ProfileDetail = {
    ...card,
    photos: context.photos,
    locked_photos: context.photos.filter((photo) => photo.locked).length,
    blocked: context.blocked,
  };
  // the first photo is the main image; a viewer who may not see it gets its blurred rendition
  if (context.photos[0]) {
    const { filename, thumb_filename, match } = context.photos[0];
    detail.main_image = { filename, thumb_filename, match };
  }
  for (const field of OPTIONAL_FIELDS) {
    const value = row[field];
    if (shown.has(field) && value !== null) Object.assign(detail, { [field]: value });
  }
  if (context.visibleNotes) detail.about = row.about;
  return detail;
}
