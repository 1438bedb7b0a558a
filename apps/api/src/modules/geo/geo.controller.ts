import {
  type geocodeAnswerSchema,
  geocodeQuerySchema,
  type placesAnswerSchema,
  placesQuerySchema,
} from '@amora/contracts';
import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { z } from 'zod';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { toPlace } from './place-answer.js';
import { nearestPlace, type PlaceRecord, searchPlaces } from './place-index.js';

const PLACES_LIMIT = 10;
type GeocodeAnswer = z.infer<typeof geocodeAnswerSchema>;
type PlacesAnswer = z.infer<typeof placesAnswerSchema>;

/** Places from the dataset installed with the API (no network): the nearest one, and autocomplete. */
@Controller('api')
@UseGuards(TenantThrottlerGuard)
export class GeoController {
  /** A browser asks once per hour at most (the position is cached), so a few a minute is plenty. */
  @Get('geocode.php')
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  geocode(@CurrentTenant() _tenant: TenantContext, @Query() raw: unknown): GeocodeAnswer {
    const { lat, lon } = validate(geocodeQuerySchema, raw);
    const found = nearestPlace(lat, lon);
    if (!found) return { place: null, distance: null };
    return { place: toPlace(found.place), distance: Math.round(found.distanceKm * 10) / 10 };
  }

  /** One request per keystroke, so a generous limit. */
  @Get('places.php')
  @Header('cache-control', 'public, max-age=3600')
  @Throttle({ default: { limit: 240, ttl: 60_000 } })
  places(@CurrentTenant() { tenant }: TenantContext, @Query() raw: unknown): PlacesAnswer {
    const { q, country } = validate(placesQuerySchema, raw);
    const found = country
      ? searchPlaces(q, { country, limit: PLACES_LIMIT })
      : servedCountriesFirst(q, tenant.countries);
    return { places: found.map(toPlace) };
  }
}

/**
 * Without a country: the places of the site's countries first (biggest first), then the world's, so that
 * "ber" on a Dutch site offers Bergen op Zoom before Berlin, and Berlin before a town in India.
 */
function servedCountriesFirst(q: string, countries: readonly string[]): PlaceRecord[] {
  const served = countries
    .flatMap((country) => searchPlaces(q, { country, limit: PLACES_LIMIT }))
    .sort((a, b) => b.population - a.population);
  const elsewhere = searchPlaces(q, { limit: PLACES_LIMIT }).filter(
    (place) => !countries.includes(place.country),
  );
  return [...served, ...elsewhere].slice(0, PLACES_LIMIT);
}
