import { type FictionalProfile, fictionalProfileSchema, type Photo } from '@amora/contracts';

/** A fictional profile as the API answers it; parsed with the contract's schema, so it cannot drift. */
export function profile(id: number, overrides: Partial<FictionalProfile> = {}): FictionalProfile {
  return fictionalProfileSchema.parse({
    id,
    tenant_id: 1,
    pool: 'niche:1',
    name: `Sanne ${id}`,
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: 'single',
    hair: null,
    eye_colour: 'blue',
    body_type: null,
    tattoos: false,
    date_of_birth: '1994-05-06',
    city: 'Utrecht',
    region: '',
    country: 'NL',
    about: 'Loves long walks',
    interests: ['travel'],
    status: 'active',
    notes: 'Works nights',
    main_image: null,
    photo_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

export const photo = (id: number): Photo => ({
  id,
  filename: `p/k${id}/full.webp`,
  thumb_filename: `p/k${id}/thumb.webp`,
  match: `p/k${id}/match.webp`,
  locked: false,
});
