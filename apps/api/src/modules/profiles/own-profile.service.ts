import { type OwnProfile, type OwnProfileUpdate, PHOTO_LIMITS } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { type PlaceRecord, placeById } from '../geo/place-index.js';
import { regionName } from '../geo/regions.js';
import { photosForViewer } from '../photos/photo-paths.js';
import { ProfilePhoto } from '../photos/profile-photo.entity.js';
import { Profile } from './profile.entity.js';
import { ageOn, mainImageOf } from './profile-card.js';

const MAX_AGE = 120;

/** GET/PUT /api/my-profile.php: the member's own profile, every field. */
@Injectable()
export class OwnProfileService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(tenant: Tenant, member: Member): Promise<OwnProfile> {
    const profile = await this.profileOf(this.dataSource, tenant, member);
    return this.answer(this.dataSource, tenant, member, profile);
  }

  /** Checks everything first, then writes the profile (and the member's copies) in one transaction. */
  async update(tenant: Tenant, member: Member, change: OwnProfileUpdate): Promise<OwnProfile> {
    if (change.date_of_birth !== undefined) assertAge(change.date_of_birth, tenant.minAge);
    const place = change.place_id === undefined ? undefined : placeById(change.place_id);
    if (place === null) throw new ApiError('place_not_found');
    return this.dataSource.transaction(async (db) => {
      const profile = await this.profileOf(db, tenant, member, true);
      await tenantScoped(db, Profile).update(tenant, { id: profile.id }, profileColumns(change, place));
      const memberChange = {
        ...(change.gender ? { gender: change.gender } : {}),
        ...(change.date_of_birth ? { dateOfBirth: change.date_of_birth } : {}),
      };
      if (Object.keys(memberChange).length > 0) {
        await tenantScoped(db, Member).update(tenant, { id: member.id }, memberChange);
      }
      const updated = await this.profileOf(db, tenant, member);
      return this.answer(db, tenant, member, updated);
    });
  }

  private async profileOf(db: DataSource | EntityManager, tenant: Tenant, member: Member, lock = false) {
    const profile = member.profileId
      ? await tenantScoped(db, Profile).findOne(
          tenant,
          { id: member.profileId },
          lock ? { lock: { mode: 'pessimistic_write' } } : {},
        )
      : null;
    if (!profile) throw new ApiError('profile_not_found');
    return profile;
  }

  private async answer(
    db: DataSource | EntityManager,
    tenant: Tenant,
    member: Member,
    profile: Profile,
  ): Promise<OwnProfile> {
    const photos = await tenantScoped(db, ProfilePhoto).find(
      tenant,
      { profileId: profile.id },
      {
        order: { position: 'ASC', id: 'ASC' },
        select: { id: true, key: true, blurKey: true, reviewStatus: true },
      },
    );
    return {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      relationship_status: profile.relationshipStatus as OwnProfile['relationship_status'],
      hair: profile.hair as OwnProfile['hair'],
      eye_colour: profile.eyeColour as OwnProfile['eye_colour'],
      body_type: profile.bodyType as OwnProfile['body_type'],
      interests: profile.interests as OwnProfile['interests'],
      tattoos: profile.tattoos,
      date_of_birth: profile.dateOfBirth,
      age: ageOn(profile.dateOfBirth),
      place: placeOf(profile),
      city: profile.city,
      region: profile.region,
      country: profile.country,
      about: profile.about,
      main_image: mainImageOf(profile),
      photos: photosForViewer(photos, { seesAll: true, owner: true }),
      photo_limit: member.paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free,
    };
  }
}

/** The place as stored (no index lookup: reading the own profile must not wait for the place index). */
function placeOf(profile: Profile): OwnProfile['place'] {
  if (profile.placeId === null) return null;
  return {
    id: profile.placeId,
    city: profile.city,
    region: profile.region,
    region_name: regionName(profile.country, profile.region),
    country: profile.country,
  };
}

/** The rules of the signup form (signup-rules.ts): a real date, the tenant's minimum age, at most 120. */
function assertAge(dateOfBirth: string, minAge: number): void {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.getTime() > Date.now() || ageOn(dateOfBirth) > MAX_AGE) {
    throw new ApiError('date_of_birth_required', { min_age: minAge });
  }
  if (ageOn(dateOfBirth) < minAge) throw new ApiError('too_young', { min_age: minAge });
}

function profileColumns(change: OwnProfileUpdate, place: PlaceRecord | undefined) {
  return {
    ...(change.gender === undefined ? {} : { gender: change.gender }),
    ...(change.sexuality === undefined ? {} : { sexuality: change.sexuality }),
    ...(change.relationship_status === undefined ? {} : { relationshipStatus: change.relationship_status }),
    ...(change.hair === undefined ? {} : { hair: change.hair }),
    ...(change.eye_colour === undefined ? {} : { eyeColour: change.eye_colour }),
    ...(change.body_type === undefined ? {} : { bodyType: change.body_type }),
    ...(change.interests === undefined ? {} : { interests: [...new Set(change.interests)] }),
    ...(change.tattoos === undefined ? {} : { tattoos: change.tattoos }),
    ...(change.date_of_birth === undefined ? {} : { dateOfBirth: change.date_of_birth }),
    ...(change.about === undefined ? {} : { about: change.about }),
    ...(place
      ? {
          placeId: place.id,
          city: place.city,
          region: place.region,
          country: place.country,
          latitude: place.lat,
          longitude: place.lon,
        }
      : {}),
  };
}
