import { PGlite } from '@electric-sql/pglite';
import { distanceSql, type GeoPoint, withinDistanceSql } from './search-sql.js';

/**
 * The search's distance filter (withinDistanceSql, three cosines per profile) keeps exactly the places
 * whose haversine distance (distanceSql, the cards' kilometres) is within the radius: places on rings just
 * inside and just outside the radius, in every direction, around centres in the north, at the equator,
 * near the antimeridian and in the south.
 */
describe('distance filter', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec('CREATE TABLE p (latitude float8, longitude float8)');
  });
  afterAll(() => db.close());

  /** Places at `km` from `center` in 72 directions (great-circle destinations, longitudes within ±180). */
  async function ring(center: GeoPoint, km: number) {
    const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
    const toDegrees = (radians: number) => (radians * 180) / Math.PI;
    const angle = km / 6371;
    const lat1 = toRadians(center.latitude);
    const places: [number, number][] = [];
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const b = toRadians(bearing);
      const lat2 = Math.asin(
        Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(b),
      );
      const dLon = Math.atan2(
        Math.sin(b) * Math.sin(angle) * Math.cos(lat1),
        Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
      );
      const longitude = ((center.longitude + toDegrees(dLon) + 540) % 360) - 180;
      places.push([toDegrees(lat2), longitude]);
    }
    await db.exec('TRUNCATE p');
    for (const [latitude, longitude] of places) {
      await db.query('INSERT INTO p VALUES ($1, $2)', [latitude, longitude]);
    }
  }

  async function compare(center: GeoPoint, km: number) {
    const params: number[] = [];
    const within = withinDistanceSql(center, km, (value) => {
      params.push(value);
      return `$${params.length}::float8`;
    });
    const exact = distanceSql(`$${params.length + 1}::float8`, `$${params.length + 2}::float8`);
    const { rows } = await db.query<{ within: boolean; km: number }>(
      `SELECT ${within} AS within, ${exact} AS km FROM p`,
      [...params, center.latitude, center.longitude],
    );
    return rows;
  }

  it('gives no distance to a profile without a place', async () => {
    await db.exec('TRUNCATE p');
    await db.query('INSERT INTO p VALUES (NULL, NULL), (52.1, NULL), (NULL, 4.3)');
    const rows = await compare({ latitude: 52.3676, longitude: 4.9041 }, 25);
    expect(rows).toEqual(Array(3).fill({ within: null, km: null }));
  });

  const centres: [string, GeoPoint][] = [
    ['Amsterdam', { latitude: 52.3676, longitude: 4.9041 }],
    ['Tromsø', { latitude: 69.6492, longitude: 18.9553 }],
    ['Quito', { latitude: -0.1807, longitude: -78.4678 }],
    ['Suva, by the antimeridian', { latitude: -18.1248, longitude: 178.4501 }],
  ];

  it.each(centres)('keeps exactly the places within the radius around %s', async (_name, center) => {
    for (const km of [1, 25, 500]) {
      for (const factor of [0.7, 0.98, 0.999, 1.001, 1.02, 1.3]) {
        await ring(center, km * factor);
        const rows = await compare(center, km);
        expect(rows).toHaveLength(72);
        for (const row of rows) {
          expect({ km: row.km, within: row.within }).toEqual({ km: row.km, within: row.km <= km });
          // the ring is where it should be: on its side of the radius
          expect(row.km <= km).toBe(factor < 1);
        }
      }
    }
  });
});
