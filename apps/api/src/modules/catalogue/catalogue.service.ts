import type { Interests, Regions } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { countryRegions } from '../geo/regions.js';
import { Interest } from './interest.entity.js';

@Injectable()
export class CatalogueService {
  private interestsCache?: Promise<Interests>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The catalogue is the same for every tenant and changes only with a migration. */
  interests(): Promise<Interests> {
    this.interestsCache ??= this.dataSource
      .getRepository(Interest)
      .find({ order: { id: 'ASC' } })
      .then((rows) => ({ interests: rows.map(({ id, key }) => ({ id, key })) }));
    this.interestsCache.catch(() => {
      this.interestsCache = undefined;
    });
    return this.interestsCache;
  }

  /** ISO 3166-2 regions of each of the tenant's countries, from country-region-data (its misspellings mended). */
  regions(countries: string[]): Regions {
    return { countries: countries.map((country) => ({ country, regions: countryRegions(country) })) };
  }
}
