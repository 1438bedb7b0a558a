import { type PendingPhoto, PHOTO_REVIEW_PAGE_SIZE } from '@amora/contracts';
import type { DataSource } from 'typeorm';
import { renditionKey } from '../photos/photo-paths.js';
import { cursorId } from '../staff/keyset.js';
import { pageOf, scopeSql } from '../support/support-access.js';

interface PendingRow {
  id: number;
  tenant_id: number;
  tenant_name: string;
  cdn_prefix: string;
  member_id: number | null;
  profile_id: number;
  profile_name: string;
  key: string;
  width: number;
  height: number;
  created_at: Date;
}

/** The photos waiting for approval, oldest first (ids grow with time), with the live count of all. */
export async function pendingPhotos(
  db: DataSource,
  scope: 'all' | number[],
  cursor: string | undefined,
): Promise<{ photos: PendingPhoto[]; total: number; next_cursor: string | null }> {
  const params: unknown[] = [];
  const inScope = scopeSql('ph.tenant_id', scope, params);
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM profile_photo ph WHERE ph.review_status = 'pending' AND ${inScope}`,
    params,
  );
  params.push(cursor ? cursorId(cursor) : null);
  const rows: PendingRow[] = await db.query(
    `SELECT ph.id, ph.tenant_id, t.name AS tenant_name, t.cdn_prefix, m.id AS member_id, ph.profile_id,
            p.name AS profile_name, ph.key, ph.width, ph.height, ph.created_at
       FROM profile_photo ph
       JOIN tenant t ON t.id = ph.tenant_id
       JOIN profile p ON p.id = ph.profile_id
       LEFT JOIN member m ON m.tenant_id = ph.tenant_id AND m.profile_id = ph.profile_id
      WHERE ph.review_status = 'pending' AND ${inScope} AND ($${params.length}::int IS NULL OR ph.id > $${params.length})
      ORDER BY ph.id LIMIT ${PHOTO_REVIEW_PAGE_SIZE + 1}`,
    params,
  );
  const { page, next } = pageOf(rows, PHOTO_REVIEW_PAGE_SIZE);
  return {
    photos: page.map(toPendingPhoto),
    total,
    next_cursor: next,
  };
}

/**
 * The renditions under the tenant's CDN prefix: a CDN's address, or `/media/`, which the console's own
 * host serves too (as the tenants' logos), whatever port or scheme the sites run on.
 */
function toPendingPhoto(row: PendingRow): PendingPhoto {
  const media = row.cdn_prefix;
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    member_id: row.member_id,
    profile_id: row.profile_id,
    profile_name: row.profile_name,
    url: `${media}${renditionKey(row.key, 'full')}`,
    thumb_url: `${media}${renditionKey(row.key, 'match')}`,
    width: row.width,
    height: row.height,
    uploaded_at: row.created_at.toISOString(),
  };
}
