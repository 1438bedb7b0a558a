import {
  ABOUT_MAX_LENGTH,
  type FictionalProfile,
  type FictionalProfileCreate,
  type FictionalProfileUpdate,
  fictionalProfileCreateSchema,
  fictionalProfileUpdateSchema,
  NOTES_MAX_LENGTH,
  PROFILE_ATTRIBUTE_VALUES,
} from '@amora/contracts';
import { EN_MESSAGES, type MessageId } from '../../i18n/messages';
import type { ApiError } from '../../lib/api-client';
import { changedFields } from '../tenants/field-errors';

export { ABOUT_MAX_LENGTH, NOTES_MAX_LENGTH };

/** What the form holds: strings for the inputs, '' for "not given" in the optional selects. */
export interface ProfileFormValues {
  name: string;
  gender: string;
  sexuality: string;
  relationship_status: string;
  hair: string;
  eye_colour: string;
  body_type: string;
  tattoos: boolean;
  date_of_birth: string;
  city: string;
  region: string;
  country: string;
  about: string;
  interests: string[];
  status: 'active' | 'disabled';
  notes: string;
}
export type ProfileField = keyof ProfileFormValues;

/** Form order: the first field with a problem gets the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'date_of_birth',
  'gender',
  'sexuality',
  'relationship_status',
  'city',
  'region',
  'country',
  'status',
  'hair',
  'eye_colour',
  'body_type',
  'tattoos',
  'about',
  'interests',
  'notes',
];

export type AttributeField = keyof typeof PROFILE_ATTRIBUTE_VALUES;
export const OPTIONAL_ATTRIBUTES = ['hair', 'eye_colour', 'body_type'] as const;

export function emptyProfileForm(country = ''): ProfileFormValues {
  return {
    name: '',
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: 'single',
    hair: '',
    eye_colour: '',
    body_type: '',
    tattoos: false,
    date_of_birth: '',
    city: '',
    region: '',
    country,
    about: '',
    interests: [],
    status: 'active',
    notes: '',
  };
}

/** The console's form asks for both: one created through the API without them shows the defaults. */
export function formOf(profile: FictionalProfile): ProfileFormValues {
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    relationship_status: profile.relationship_status ?? 'single',
    hair: profile.hair ?? '',
    eye_colour: profile.eye_colour ?? '',
    body_type: profile.body_type ?? '',
    tattoos: profile.tattoos ?? false,
    date_of_birth: profile.date_of_birth,
    city: profile.city,
    region: profile.region,
    country: profile.country,
    about: profile.about,
    interests: profile.interests,
    status: profile.status === 'disabled' ? 'disabled' : 'active',
    notes: profile.notes,
  };
}

/** The values as the API takes them: an unset optional select is null, text is trimmed. */
function fieldsOf(values: ProfileFormValues) {
  return {
    ...values,
    name: values.name.trim(),
    city: values.city.trim(),
    region: values.region.trim(),
    country: values.country.trim().toUpperCase(),
    hair: values.hair || null,
    eye_colour: values.eye_colour || null,
    body_type: values.body_type || null,
  };
}

export function toCreateRequest(tenantId: number, values: ProfileFormValues): FictionalProfileCreate {
  return { tenant_id: tenantId, ...fieldsOf(values) } as FictionalProfileCreate;
}

/** Only what changed since the saved profile, with its id; null when nothing changed. */
export function toUpdateRequest(saved: FictionalProfile, values: ProfileFormValues) {
  const changes = changedFields(fieldsOf(formOf(saved)), fieldsOf(values));
  // the form's strings become the schema's enums when updateProfile parses the request
  return Object.keys(changes).length === 0 ? null : ({ id: saved.id, ...changes } as FictionalProfileUpdate);
}

/** A field's problem: a message id and its values (the minimum age). */
export interface FieldProblem {
  id: MessageId;
  values?: Record<string, string | number>;
}
export type ProfileErrors = Partial<Record<ProfileField, FieldProblem>>;

/** The schema's issues as one problem per field: a known error code, else the field's own hint. */
function problemsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: ProfileErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as ProfileField;
    if (!PROFILE_FIELDS.includes(field) || errors[field]) continue;
    const code = `error.${issue.message}`;
    errors[field] = {
      id:
        issue.message === 'invalid_characters' && code in EN_MESSAGES
          ? (code as MessageId)
          : (`profiles.check.${field}` as MessageId),
    };
  }
  return errors;
}

/** The profile must be of age on the tenant's site (the API says too_young otherwise). */
function ageProblem(values: ProfileFormValues, minAge: number): ProfileErrors {
  const age = ageOf(values.date_of_birth);
  if (age === null || age >= minAge) return {};
  return { date_of_birth: { id: 'profiles.check.too_young', values: { min_age: minAge } } };
}

export function checkCreate(tenantId: number, values: ProfileFormValues, minAge: number): ProfileErrors {
  const result = fictionalProfileCreateSchema.safeParse(toCreateRequest(tenantId, values));
  return { ...ageProblem(values, minAge), ...problemsOf(result) };
}

export function checkUpdate(id: number, values: ProfileFormValues, minAge: number): ProfileErrors {
  // every field is checked, not only the changed ones: the form shows what is wrong wherever it is
  const result = fictionalProfileUpdateSchema.safeParse({ id, ...fieldsOf(values) });
  return { ...ageProblem(values, minAge), ...problemsOf(result) };
}

/** The API's refusal under its field: too_young at the birth date, validation_failed at each field. */
export function serverFieldErrors(error: ApiError): ProfileErrors {
  if (error.code === 'too_young') {
    const minAge = Number(error.params.min_age) || 18;
    return { date_of_birth: { id: 'profiles.check.too_young', values: { min_age: minAge } } };
  }
  if (error.code !== 'validation_failed' || !Array.isArray(error.params.fields)) return {};
  const issues = (error.params.fields as { path: string; message: string }[]).map((field) => ({
    path: [field.path.split('.')[0] ?? ''],
    message: field.message,
  }));
  return problemsOf({ success: false, error: { issues } });
}

export const hasProblems = (errors: ProfileErrors) => Object.keys(errors).length > 0;

/** Age in whole years on `today` (UTC), as the API counts it. */
export function ageOf(dateOfBirth: string, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day))
    age--;
  return age;
}

export const valueLabel = (attribute: AttributeField, value: string) =>
  `profiles.value.${attribute}.${value}` as MessageId;
