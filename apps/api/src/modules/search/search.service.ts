import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchQuery } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { mayPrepare, preparedQuery } from '../../persistence/prepared-query.js';
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
import { searchSql, VIEWER_STATEMENT, type Viewer } from './search-sql.js';
import { planFor, SearchStatements } from './search-statements.js';

interface CardRow extends CardColumns {
  distance: number | null;
}

/** VIEWER_SQL's row. */
interface ViewerRow {
  latitude: number | null;
  longitude: number | null;
  hidden: number[];
}

/** A page as searchSql answers it, with the count when counted. */
interface PageRows {
  rows: CardRow[];
  count: { numResults: number; capped: boolean };
}

/** The viewer with `ids` hidden too (similar results leave out the exact matches that led them). */
function withHidden(viewer: Viewer, ids: number[]): Viewer {
  return ids.length === 0 ? viewer : { ...viewer, hidden: [...(viewer.hidden ?? []), ...ids] };
}

/**
 * Member search (spec §6 search state): the tenant's pool, newest first, keyset pages, a bounded count,
 * and "similar results" when page 1 finds few. Profiles of a shared pool belong to other tenants, so
 * this reads by `pool` (never by tenant_id alone) with raw SQL shaped for the search indexes. A page is
 * one statement (the count and the page; search-sql.ts), after a member's place and hidden profiles.
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() private readonly env: Env,
    private readonly statements: SearchStatements,
  ) {}

  async search(tenant: Tenant, member: Member | null, query: SearchQuery): Promise<SearchAnswer> {
    const filters = effectiveFilters(query, tenant.searchFields);
    const viewer: Viewer = { pool: poolOf(tenant), memberId: null, profileId: null };
    if (member) Object.assign(viewer, await this.memberViewer(member));
    if (filters.distance !== undefined && !viewer.place) throw new ApiError('distance_needs_place');
    const print = fingerprint(filters, `${viewer.pool}:${member ? 'member' : 'visitor'}`);
    if (query.cursor) return this.laterPage(filters, viewer, decodeCursor(query.cursor, print), print);
    // a later page comes by the cursor of the one before; without it the address is stale
    if ((query.page ?? 1) > 1) throw new ApiError('cursor_invalid');
    return this.firstPage(filters, viewer, print);
  }

  /** A member as the search statement takes them: their place (if any) and the profiles hidden from them. */
  private async memberViewer(member: Member): Promise<Omit<Viewer, 'pool'>> {
    const profileId = member.profileId ?? null;
    const [own] = await preparedQuery<ViewerRow>(
      this.dataSource,
      { ...VIEWER_STATEMENT, values: [member.id, profileId] },
      { prepared: mayPrepare(this.env.DATABASE_URL) },
    );
    const { latitude, longitude, hidden } = own;
    const place = latitude === null || longitude === null ? undefined : { latitude, longitude };
    return { memberId: member.id, profileId, place, hidden };
  }

  /**
   * Page 1: the profiles that match, or, when fewer than SIMILAR_BELOW do, similar results led by those
   * few (which the similar ones then leave out, on this page and the later ones).
   */
  private async firstPage(filters: SearchFilters, viewer: Viewer, print: string): Promise<SearchAnswer> {
    const exact = relax(filters, 0);
    const found = await this.page(exact.filters, viewer, 'counted');
    const asFound = () => this.answer([], found.rows, { page: 1, relaxation: exact, ...found.count }, print);
    if (found.rows.length >= SIMILAR_BELOW) return asFound();
    const exactIds = found.rows.map((row) => row.id);
    const similar = await this.similar(filters, withHidden(viewer, exactIds), found.rows.length);
    if (!similar || similar.found.rows.length === 0) return asFound();
    const { numResults, capped } = similar.found.count;
    const total = capped ? numResults : numResults + exactIds.length;
    const at = { page: 1, relaxation: similar.relaxation, numResults: total, capped };
    return this.answer(found.rows, similar.found.rows, at, print);
  }

  /**
   * Relaxes the filters step by step until page 1 holds enough profiles, with the `exact` ones that lead
   * it, or nothing is left to relax.
   */
  private async similar(filters: SearchFilters, viewer: Viewer, exact: number) {
    let similar: { relaxation: Relaxation; found: PageRows } | null = null;
    for (let steps = nextRelaxation(filters, 0); steps !== null; steps = nextRelaxation(filters, steps)) {
      const relaxation = relax(filters, steps);
      similar = { relaxation, found: await this.page(relaxation.filters, viewer, 'counted') };
      if (exact + similar.found.rows.length >= SIMILAR_BELOW) break;
    }
    return similar;
  }

  private async laterPage(
    filters: SearchFilters,
    viewer: Viewer,
    cursor: SearchCursor,
    print: string,
  ): Promise<SearchAnswer> {
    const relaxation = relax(filters, cursor.relaxSteps);
    // above the cap an index walk finds the page at once; below it the few matches are collected
    const shape = cursor.capped ? 'walk' : 'counted';
    const { rows } = await this.page(
      relaxation.filters,
      withHidden(viewer, cursor.exactIds),
      shape,
      cursor.lastId,
    );
    const at = { page: cursor.page, relaxation, numResults: cursor.numResults, capped: cursor.capped };
    return this.answer([], rows, at, print, cursor.exactIds);
  }

  /**
   * A page of `exact` matches (similar results' page 1) and `rows` (one more than fits tells a next page
   * exists), with the cursor to the next page, which keeps leaving out the exact matches `exactIds`.
   */
  private answer(
    exact: CardRow[],
    rows: CardRow[],
    at: { page: number; relaxation: Relaxation; numResults: number; capped: boolean },
    print: string,
    exactIds = exact.map((row) => row.id),
  ): SearchAnswer {
    const all = [...exact, ...rows];
    const shown = all.slice(0, SEARCH_PAGE_SIZE);
    const last = shown.at(-1);
    const next =
      all.length > SEARCH_PAGE_SIZE && last
        ? encodeCursor(
            {
              lastId: last.id,
              page: at.page + 1,
              relaxSteps: at.relaxation.steps,
              numResults: at.numResults,
              capped: at.capped,
              exactIds,
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
      exactMatches: exact.length,
    };
  }

  /** One page (one row more than shown tells a next page exists) and, when counted, the bounded count. */
  private async page(
    filters: SearchFilters,
    viewer: Viewer,
    shape: 'counted' | 'walk',
    beforeId?: number,
  ): Promise<PageRows> {
    const { sql, params } = searchSql(filters, viewer, {
      shape,
      limit: SEARCH_PAGE_SIZE + 1,
      cap: SEARCH_COUNT_CAP,
      beforeId,
    });
    const result = await this.statements.query<Omit<CardRow, 'id'> & { id: number | null; n: number | null }>(
      sql,
      params,
      planFor(filters),
    );
    const n = result[0]?.n ?? 0;
    return {
      rows: result.filter((row): row is typeof row & { id: number } => row.id !== null),
      count: { numResults: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP },
    };
  }
}
