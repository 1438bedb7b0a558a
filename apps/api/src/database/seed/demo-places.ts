import type { Faker } from '@faker-js/faker';
import { largestPlaces, type PlaceRecord } from '../../modules/geo/place-index.js';

/** Enough towns per country for variety; smaller ones would hardly ever be drawn by population. */
const PLACES_PER_COUNTRY = 80;

/** A profile's place columns, from the place dataset (so geocode, search by distance and regions agree). */
export interface DemoPlace {
  placeId: number;
  city: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
}

export const toDemoPlace = (place: PlaceRecord): DemoPlace => ({
  placeId: place.id,
  city: place.city,
  region: place.region,
  country: place.country,
  latitude: place.lat,
  longitude: place.lon,
});

/**
 * The largest places of the countries, biggest first, without those whose region GET /api/regions.php
 * does not know (a member filtering by region would never find them), unless that leaves too few.
 */
export function placesOf(countries: readonly string[]): PlaceRecord[] {
  return countries.flatMap((country) => {
    const places = largestPlaces(country, PLACES_PER_COUNTRY);
    const withRegion = places.filter((place) => place.region !== '');
    return withRegion.length >= places.length / 2 ? withRegion : places;
  });
}

/** Draws places weighted by population, as members would live. */
export function placePicker(faker: Faker, countries: readonly string[]): () => DemoPlace {
  const weighted = placesOf(countries).map((place) => ({ weight: place.population, value: place }));
  if (weighted.length === 0) throw new Error(`No places known for ${countries.join(', ')}`);
  return () => toDemoPlace(faker.helpers.weightedArrayElement(weighted));
}
