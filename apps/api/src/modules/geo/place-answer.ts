import type { Place } from '@amora/contracts';
import type { PlaceRecord } from './place-index.js';

export const toPlace = ({ id, city, region, region_name, country }: PlaceRecord): Place => ({
  id,
  city,
  region,
  region_name,
  country,
});
