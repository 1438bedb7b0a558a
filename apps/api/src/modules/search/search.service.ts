import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchQuery } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { type CardColumns, toProfileCard } from '../profiles/profile-card.js';
import { poolOf } from '../profiles/profile-pool.js';
import { decodeCursor, encodeCursor, fingerprint, type SearchCursor } from './search-cursor.js';
import {
  effectiveFilters,
  nextRelaxation,
  type Relaxation,
  relax,
  type SearchFilters,
  SIMILAR_BELOW,
} from './search-filters.js';
import { countSql, pageSql, type SqlPart, VIEWER_SQL, type Viewer, whereSql } from './search-sql.js';

interface CardRow extends CardColumns {
  distance: number | null;
}

/**
 * Member search (spec §6 search state): the tenant's pool, newest first, keyset pages, a bounded count,
 * and "similar results" when page 1 finds few. Profiles of a shared pool belong to other tenants, so
 * this reads by `pool` (never by tenant_id alone) with raw SQL shaped for the search indexes.
 */
@Injectable()
export class SearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(tenant: Tenant, member: Member | null, query: SearchQuery): Promise<SearchAnswer> {
    const filters = effectiveFilters(query, tenant.searchFields);
    const viewer = await this.viewerOf(tenant, member);
    if (filters.distance !== undefined && !viewer.place) throw new ApiError('distance_needs_place');
    const print = fingerprint(filters, `${viewer.pool}:${member ? 'member' : 'visitor'}`);
    if (query.cursor) return this.laterPage(filters, viewer, decodeCursor(query.cursor, print), print);
    return this.firstPage(filters, viewer, print);
  }

  private async firstPage(filters: SearchFilters, viewer: Viewer, print: string): Promise<SearchAnswer> {
    const exact = relax(filters, 0);
    const where = whereSql(exact.filters, viewer);
    // the count runs beside the page; it stands unless page 1 turns into similar results
    const [rows, count] = await Promise.all([this.page(where, viewer), this.count(where)]);
    if (rows.length >= SIMILAR_BELOW)
      return this.answer(rows, { page: 1, relaxation: exact, ...count }, print);
    const similar = await this.similar(filters, viewer);
    if (!similar || similar.rows.length <= rows.length) {
      return this.answer(rows, { page: 1, relaxation: exact, ...count }, print);
    }
    const relaxedCount = await this.count(similar.where);
    return this.answer(similar.rows, { page: 1, relaxation: similar.relaxation, ...relaxedCount }, print);
  }

  /** Relaxes the filters step by step until page 1 holds enough profiles or nothing is left to relax. */
  private async similar(filters: SearchFilters, viewer: Viewer) {
    let found: { relaxation: Relaxation; where: SqlPart; rows: CardRow[] } | null = null;
    for (let steps = nextRelaxation(filters, 0); steps !== null; steps = nextRelaxation(filters, steps)) {
      const relaxation = relax(filters, steps);
      const where = whereSql(relaxation.filters, viewer);
      found = { relaxation, where, rows: await this.page(where, viewer) };
      if (found.rows.length >= SIMILAR_BELOW) break;
    }
    return found;
  }

  private async laterPage(
    filters: SearchFilters,
    viewer: Viewer,
    cursor: SearchCursor,
    print: string,
  ): Promise<SearchAnswer> {
    const relaxation = relax(filters, cursor.relaxSteps);
    const rows = await this.page(whereSql(relaxation.filters, viewer), viewer, cursor.lastId);
    return this.answer(
      rows,
      { page: cursor.page, relaxation, numResults: cursor.numResults, capped: cursor.capped },
      print,
    );
  }

  private answer(
    rows: CardRow[],
    at: { page: number; relaxation: Relaxation; numResults: number; capped: boolean },
    print: string,
  ): SearchAnswer {
    const shown = rows.slice(0, SEARCH_PAGE_SIZE);
    const last = shown.at(-1);
    const next =
      rows.length > SEARCH_PAGE_SIZE && last
        ? encodeCursor(
            {
              lastId: last.id,
              page: at.page + 1,
              relaxSteps: at.relaxation.steps,
              numResults: at.numResults,
              capped: at.capped,
            },
            print,
          )
        : null;
    const now = new Date();
    return {
      profiles: shown.map((row) => toProfileCard(row, row.distance, now)),
      numResults: at.numResults,
      numResultsCapped: at.capped,
      page: at.page,
      next_cursor: next,
      similar: at.relaxation.relaxed.length > 0,
      relaxed: at.relaxation.relaxed,
    };
  }

  private page(where: SqlPart, viewer: Viewer, beforeId?: number): Promise<CardRow[]> {
    const { sql, params } = pageSql(where, viewer, SEARCH_PAGE_SIZE, beforeId);
    return this.dataSource.query(sql, params);
  }

  private async count(where: SqlPart): Promise<{ numResults: number; capped: boolean }> {
    const { sql, params } = countSql(where, SEARCH_COUNT_CAP);
    const [{ n }]: { n: number }[] = await this.dataSource.query(sql, params);
    return { numResults: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
  }

  private async viewerOf(tenant: Tenant, member: Member | null): Promise<Viewer> {
    const pool = poolOf(tenant);
    if (!member) return { pool, hidden: [], place: null };
    const [own]: { latitude: number | null; longitude: number | null; hidden: number[] }[] =
      await this.dataSource.query(VIEWER_SQL, [member.id, member.profileId]);
    const hidden = member.profileId ? [member.profileId, ...own.hidden] : own.hidden;
    const place =
      own.latitude === null || own.longitude === null
        ? null
        : { latitude: own.latitude, longitude: own.longitude };
    return { pool, hidden, place };
  }
}
