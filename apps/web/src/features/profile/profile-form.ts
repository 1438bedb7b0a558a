import {
  type INTEREST_KEYS,
  type OwnProfile,
  type OwnProfileUpdate,
  PROFILE_ATTRIBUTE_VALUES,
  type ProfileAttribute,
  type Settings,
} from '@amora/contracts';
import { partsOfDate, readBirthDate, yearsSince } from '../forms/birth-date';

export type InterestKey = (typeof INTEREST_KEYS)[number];

/** The attributes chosen from a list; all but gender and sexuality (which signup asks) may be left unsaid. */
export const ATTRIBUTES = Object.keys(PROFILE_ATTRIBUTE_VALUES) as ProfileAttribute[];
export const OPTIONAL_ATTRIBUTES: readonly ProfileAttribute[] = [
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
];

export type FormField = ProfileAttribute | 'interests' | 'tattoos' | 'date_of_birth' | 'about';

export interface FormValues {
  attributes: Record<ProfileAttribute, string>;
  interests: InterestKey[];
  /** null: not said. */
  tattoos: boolean | null;
  date_of_birth: string;
  about: string;
}

/**
 * What this tenant lets members show and edit (visible_profile_fields, visible_profile_notes); the date
 * of birth (shown as the age) and the place are always editable.
 */
export function editableFields(settings: Pick<Settings, 'visible_profile_fields' | 'visible_profile_notes'>) {
  const visible = new Set<string>(settings.visible_profile_fields);
  return {
    attributes: ATTRIBUTES.filter((attribute) => visible.has(attribute)),
    interests: visible.has('interests'),
    tattoos: visible.has('tattoos'),
    about: settings.visible_profile_notes,
  };
}
export type EditableFields = ReturnType<typeof editableFields>;

export function formValuesOf(profile: OwnProfile): FormValues {
  return {
    attributes: {
      gender: profile.gender,
      sexuality: profile.sexuality,
      relationship_status: profile.relationship_status ?? '',
      hair: profile.hair ?? '',
      eye_colour: profile.eye_colour ?? '',
      body_type: profile.body_type ?? '',
    },
    interests: [...profile.interests],
    tattoos: profile.tattoos,
    date_of_birth: profile.date_of_birth.slice(0, 10),
    about: profile.about,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Only what changed, and only fields the tenant lets the member edit. */
export function changesOf(values: FormValues, profile: OwnProfile, fields: EditableFields): OwnProfileUpdate {
  const before = formValuesOf(profile);
  const change: Record<string, unknown> = {};
  for (const attribute of fields.attributes) {
    const value = values.attributes[attribute];
    if (value !== before.attributes[attribute]) change[attribute] = value === '' ? null : value;
  }
  if (fields.interests && !sameSet(values.interests, before.interests)) change.interests = values.interests;
  if (fields.tattoos && values.tattoos !== before.tattoos) change.tattoos = values.tattoos;
  if (fields.about && values.about.trim() !== before.about) change.about = values.about.trim();
  if (values.date_of_birth !== before.date_of_birth) change.date_of_birth = values.date_of_birth;
  return change as OwnProfileUpdate;
}

/**
 * Whole years between a YYYY-MM-DD date of birth and `today`, or null for a date that is not one: a
 * partly chosen one ("1990--12") or a day its month lacks (31 February).
 */
export function ageOn(dateOfBirth: string, today = new Date()): number | null {
  const born = readBirthDate(partsOfDate(dateOfBirth));
  if (born.kind !== 'date') return null;
  return yearsSince(born.date, today);
}

/** What a main photo counts for in the completeness: a profile without one is far from done. */
const PHOTO_SHARE = 30;

/**
 * How complete the profile is (0..100): a main photo (PHOTO_SHARE), then a place and each field the
 * tenant shows, filled.
 */
export function completeness(profile: OwnProfile, hasPhoto: boolean, fields: EditableFields): number {
  const checks = [
    profile.place !== null || profile.city !== '',
    ...fields.attributes.map((attribute) => profile[attribute] !== null),
    ...(fields.interests ? [profile.interests.length > 0] : []),
    ...(fields.tattoos ? [profile.tattoos !== null] : []),
    ...(fields.about ? [profile.about.trim() !== ''] : []),
  ];
  const filled = checks.filter(Boolean).length / checks.length;
  return Math.round((hasPhoto ? PHOTO_SHARE : 0) + (100 - PHOTO_SHARE) * filled);
}
