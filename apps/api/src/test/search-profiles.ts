import type { DataSource } from 'typeorm';

/** A profile row as search tests need it; every field has a searchable default. */
export interface TestProfile {
  name: string;
  gender: 'male' | 'female';
  sexuality: string;
  relationship_status: string;
  hair: string | null;
  eye_colour: string | null;
  body_type: string | null;
  tattoos: boolean;
  date_of_birth: string;
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  status: 'active' | 'disabled';
  invisible: boolean;
  is_fictional: boolean;
}

export const PLACES = {
  amsterdam: { city: 'Amsterdam', region: 'NH', country: 'NL', latitude: 52.3676, longitude: 4.9041 },
  utrecht: { city: 'Utrecht', region: 'UT', country: 'NL', latitude: 52.0907, longitude: 5.1214 },
  rotterdam: { city: 'Rotterdam', region: 'ZH', country: 'NL', latitude: 51.9244, longitude: 4.4777 },
  brussels: { city: 'Brussel', region: 'BRU', country: 'BE', latitude: 50.8503, longitude: 4.3517 },
  berlin: { city: 'Berlin', region: 'BE', country: 'DE', latitude: 52.52, longitude: 13.405 },
} as const;

const DEFAULTS: TestProfile = {
  name: 'someone',
  gender: 'female',
  sexuality: 'hetero',
  relationship_status: 'single',
  hair: 'brown',
  eye_colour: 'blue',
  body_type: 'average',
  tattoos: false,
  date_of_birth: '1990-06-15',
  ...PLACES.amsterdam,
  status: 'active',
  invisible: false,
  is_fictional: false,
};

const COLUMNS = Object.keys(DEFAULTS) as (keyof TestProfile)[];
const TYPES: Record<string, string> = {
  tattoos: 'boolean',
  date_of_birth: 'date',
  latitude: 'float8',
  longitude: 'float8',
  invisible: 'boolean',
  is_fictional: 'boolean',
};

/** Inserts profiles of a tenant in the given order (ids ascending, as members join); answers the full rows with ids. */
export async function insertProfiles(
  dataSource: DataSource,
  tenantId: number,
  rows: Partial<TestProfile>[],
): Promise<(TestProfile & { id: number })[]> {
  const full = rows.map((row, i) => ({ ...DEFAULTS, name: `member_${i}`, ...row }));
  const inserted: { id: number }[] = await dataSource.query(
    `INSERT INTO profile (tenant_id, ${COLUMNS.join(', ')})
     SELECT $1, ${COLUMNS.map((c) => `r.${c}`).join(', ')}
     FROM jsonb_to_recordset($2::jsonb) AS r(${COLUMNS.map((c) => `${c} ${TYPES[c] ?? 'text'}`).join(', ')}, n int)
     ORDER BY r.n RETURNING id`,
    [tenantId, JSON.stringify(full.map((row, n) => ({ ...row, n })))],
  );
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  return full.map((row, i) => ({ ...row, id: ids[i] }));
}
