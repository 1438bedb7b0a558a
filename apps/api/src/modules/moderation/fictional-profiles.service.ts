import {
  FICTIONAL_PAGE_SIZE,
  type FictionalProfile,
  type FictionalProfileCreate,
  type FictionalProfileUpdate,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { ageOn, mainImageOf } from '../profiles/profile-card.js';
import { poolOf } from '../profiles/profile-pool.js';
import { AuditLog } from '../staff/audit-log.js';
import { cursorId } from '../staff/keyset.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { OPERATOR_ROLES, tenantFor } from './console-access.js';
import { mayWorkOnProfile } from './fictional-access.js';

/** The profile fields the console edits, by their column (the API names are the same). */
const FIELDS = [
  'name',
  'gender',
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
  'tattoos',
  'date_of_birth',
  'city',
  'region',
  'country',
  'about',
  'interests',
  'status',
] as const;
type Field = (typeof FIELDS)[number];

const PROFILE_SQL = `
  SELECT p.id, p.tenant_id, p.pool, p.name, p.gender, p.sexuality, p.relationship_status, p.hair,
         p.eye_colour, p.body_type, p.tattoos, p.date_of_birth::text AS date_of_birth, p.city, p.region,
         p.country, p.about, p.interests, p.status, coalesce(n.notes, '') AS notes, p.main_image_filename,
         p.thumb_filename, p.match_filename, p.created_at,
         (SELECT count(*)::int FROM profile_photo ph WHERE ph.profile_id = p.id) AS photo_count
  FROM profile p LEFT JOIN profile_note n ON n.profile_id = p.id`;

interface ProfileRow extends Omit<FictionalProfile, 'main_image' | 'created_at'> {
  main_image_filename: string | null;
  thumb_filename: string | null;
  match_filename: string | null;
  created_at: Date;
}

function view(row: ProfileRow): FictionalProfile {
  const { main_image_filename, thumb_filename, match_filename, created_at, ...fields } = row;
  return {
    ...fields,
    main_image: mainImageOf({
      mainImageFilename: main_image_filename,
      thumbFilename: thumb_filename,
      matchFilename: match_filename,
    }),
    created_at: created_at.toISOString(),
  };
}

/**
 * Operator-run profiles in the console: listed per tenant's pool (a niche's shared pool shows those of
 * its other tenants too), created for a tenant (the pool follows the tenant's setting), edited, with
 * their own notes; every change audited with the fields before and after.
 */
@Injectable()
export class FictionalProfilesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(staff: SignedInStaff, query: { tenant_id: number; q?: string; cursor?: string }) {
    const tenant = await tenantFor(this.dataSource.manager, staff, query.tenant_id, OPERATOR_ROLES);
    const name = query.q?.trim() ? `${query.q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
    const rows: ProfileRow[] = await this.dataSource.query(
      `${PROFILE_SQL}
       WHERE p.pool = $1 AND p.is_fictional AND ($2::text IS NULL OR p.name ILIKE $2)
         AND ($3::int IS NULL OR p.id < $3)
       ORDER BY p.id DESC LIMIT $4`,
      [
        poolOf(tenant),
        name,
        query.cursor === undefined ? null : cursorId(query.cursor),
        FICTIONAL_PAGE_SIZE + 1,
      ],
    );
    const page = rows.slice(0, FICTIONAL_PAGE_SIZE);
    return {
      profiles: page.map(view),
      next_cursor: rows.length > FICTIONAL_PAGE_SIZE ? String(page[page.length - 1].id) : null,
    };
  }

  async get(staff: SignedInStaff, id: number): Promise<{ profile: FictionalProfile }> {
    const db = this.dataSource.manager;
    const row = await this.accessible(db, staff, id);
    return { profile: view(row) };
  }

  create(staff: SignedInStaff, input: FictionalProfileCreate, ip: string) {
    return this.dataSource.transaction(async (db) => {
      const tenant = await tenantFor(db, staff, input.tenant_id, OPERATOR_ROLES);
      assertAdult(tenant, input.date_of_birth);
      const values = { region: '', ...fieldsOf(input) };
      const columns = Object.keys(values);
      const [{ id }]: { id: number }[] = await db.query(
        `INSERT INTO profile (tenant_id, is_fictional, ${columns.join(', ')})
         VALUES ($1, true, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
        [tenant.id, ...Object.values(values)],
      );
      if (input.notes) await saveNotes(db, id, input.notes, staff);
      const profile = await this.row(db, id);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'fictional_profile.create',
        entity: 'profile',
        entityId: id,
        tenantId: tenant.id,
        after: { ...values, notes: input.notes ?? '' },
        ip,
      });
      return { profile: view(profile) };
    });
  }

  update(staff: SignedInStaff, input: FictionalProfileUpdate, ip: string) {
    return this.dataSource.transaction(async (db) => {
      const before = await this.accessible(db, staff, input.id, true);
      const { tenant_id: tenantId } = before;
      const [tenant]: Tenant[] = await db.query('SELECT min_age AS "minAge" FROM tenant WHERE id = $1', [
        tenantId,
      ]);
      if (input.date_of_birth) assertAdult(tenant, input.date_of_birth);
      const values = fieldsOf(input);
      const columns = Object.keys(values);
      if (columns.length > 0) {
        await db.query(
          `UPDATE profile SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
          [input.id, ...Object.values(values)],
        );
      }
      if (input.notes !== undefined) await saveNotes(db, input.id, input.notes, staff);
      const changed = [...columns, ...(input.notes === undefined ? [] : ['notes'])] as (Field | 'notes')[];
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'fictional_profile.update',
        entity: 'profile',
        entityId: input.id,
        tenantId,
        before: Object.fromEntries(changed.map((c) => [c, before[c]])),
        after: Object.fromEntries(changed.map((c) => [c, input[c]])),
        ip,
      });
      return { profile: view(await this.row(db, input.id)) };
    });
  }

  /** A fictional profile the staff member may manage; locked for the update with `lock`. */
  private async accessible(db: EntityManager, staff: SignedInStaff, id: number, lock = false) {
    const row = await this.row(db, id, lock);
    if (!(await mayWorkOnProfile(db, staff, row, OPERATOR_ROLES))) throw new ApiError('staff_forbidden');
    return row;
  }

  private async row(db: EntityManager, id: number, lock = false): Promise<ProfileRow> {
    const [row]: ProfileRow[] = await db.query(
      `${PROFILE_SQL} WHERE p.id = $1 AND p.is_fictional${lock ? ' FOR UPDATE OF p' : ''}`,
      [id],
    );
    if (!row) throw new ApiError('profile_not_found');
    return row;
  }
}

/** The profile columns an input sets (notes are kept apart). */
function fieldsOf(input: Partial<Record<Field, unknown>>): Partial<Record<Field, unknown>> {
  return Object.fromEntries(
    FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
  );
}

function assertAdult(tenant: Pick<Tenant, 'minAge'>, dateOfBirth: string) {
  const minAge = Math.max(18, tenant.minAge);
  if (ageOn(dateOfBirth) < minAge) throw new ApiError('too_young', { min_age: minAge });
}

async function saveNotes(db: EntityManager, profileId: number, notes: string, staff: SignedInStaff) {
  await db.query(
    `INSERT INTO profile_note (profile_id, notes, updated_by, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (profile_id) DO UPDATE SET notes = $2, updated_by = $3, updated_at = now()`,
    [profileId, notes, staff.member.id],
  );
}
