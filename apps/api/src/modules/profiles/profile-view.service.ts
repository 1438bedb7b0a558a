import type { ProfileDetail } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { haversineKm } from '../geo/nearest.js';
import { clearNewLike } from '../likes/new-like-flag.js';
import { photosForViewer } from '../photos/photo-paths.js';
import { ProfilePhoto } from '../photos/profile-photo.entity.js';
import { MemberEvents } from '../realtime/member-events.service.js';
import { LAST_ACTIVE_SQL } from './profile-activity.js';
import { type ProfileRow, toProfileDetail } from './profile-detail.js';
import { poolOf } from './profile-pool.js';

interface ViewRow extends ProfileRow {
  /** The viewer blocked this profile. */
  viewer_blocked: boolean;
  /** This profile's member blocked the viewer's profile. */
  blocks_viewer: boolean;
  viewer_latitude: number | null;
  viewer_longitude: number | null;
}

/**
 * One profile of the viewer's pool, read by `pool` (a shared pool's profiles belong to other
 * tenants): active and visible, or the viewer's own. Anything else is simply not found, so an id of
 * another pool reveals nothing. Blocks: member_block rows live in the blocker's tenant.
 */
const VIEW_SQL = `
  SELECT p.id, p.tenant_id, p.name, p.gender, p.sexuality, p.relationship_status, p.hair, p.eye_colour,
         p.body_type, p.tattoos, p.interests, to_char(p.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         p.city, p.region, p.country, p.latitude, p.longitude, p.about, p.is_fictional,
         p.main_image_filename, p.thumb_filename, p.match_filename, ${LAST_ACTIVE_SQL} AS last_active_at,
         EXISTS (SELECT 1 FROM member_block b
                 WHERE b.tenant_id = $4 AND b.member_id = $3 AND b.profile_id = p.id) AS viewer_blocked,
         EXISTS (SELECT 1 FROM member m JOIN member_block b ON b.member_id = m.id AND b.tenant_id = m.tenant_id
                 WHERE m.tenant_id = p.tenant_id AND m.profile_id = p.id AND b.profile_id = $5) AS blocks_viewer,
         v.latitude AS viewer_latitude, v.longitude AS viewer_longitude
  FROM profile p
  LEFT JOIN profile v ON v.id = $5 AND v.tenant_id = $4
  WHERE p.id = $1
    AND (p.id = $5 OR (p.pool = $2 AND p.status = 'active' AND NOT p.invisible))`;

@Injectable()
export class ProfileViewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: MemberEvents,
  ) {}

  async view(tenant: Tenant, viewer: Member | null, id: number): Promise<ProfileDetail> {
    const ownProfileId = viewer?.profileId ?? null;
    const [row]: ViewRow[] = await this.dataSource.query(VIEW_SQL, [
      id,
      poolOf(tenant),
      viewer?.id ?? null,
      tenant.id,
      ownProfileId,
    ]);
    if (!row) throw new ApiError('profile_not_found');
    const own = row.id === ownProfileId;
    if (!own && row.blocks_viewer) throw new ApiError('profile_blocked');
    if (!own && viewer && ownProfileId !== null) {
      const to = { tenantId: tenant.id, memberId: viewer.id, profileId: ownProfileId };
      await clearNewLike(this.dataSource, this.events, to, row.id);
    }
    const photos = await tenantScoped(this.dataSource, ProfilePhoto).find(
      { id: row.tenant_id },
      { profileId: row.id },
      {
        order: { position: 'ASC', id: 'ASC' },
        select: { id: true, key: true, blurKey: true, reviewStatus: true },
      },
    );
    return toProfileDetail(row, {
      visibleFields: tenant.visibleProfileFields,
      visibleNotes: tenant.visibleProfileNotes,
      photos: photosForViewer(photos, { seesAll: own || Boolean(viewer?.paidUser), owner: own }),
      distanceKm: own ? null : distanceOf(row),
      blocked: !own && row.viewer_blocked,
    });
  }
}

function distanceOf(row: ViewRow): number | null {
  const { latitude, longitude, viewer_latitude, viewer_longitude } = row;
  if (latitude === null || longitude === null || viewer_latitude === null || viewer_longitude === null) {
    return null;
  }
  return haversineKm(viewer_latitude, viewer_longitude, latitude, longitude);
}
