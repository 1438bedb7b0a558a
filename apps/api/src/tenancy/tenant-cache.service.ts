import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EventBus } from '../common/events/event-bus.js';
import { Tenant } from './tenant.entity.js';

const TTL_MS = 30_000;
const UNKNOWN_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  tenant: Promise<Tenant | null>;
  /** Set once the query answered, so the hot path needs no await. */
  resolved?: Tenant | null;
  expiresAt: number;
}

/**
 * Host → tenant, in memory, in every API process. Whoever changes a tenant, one of its domains or its
 * company calls `changed(tenantId)`: the `tenant.changed` event makes every process forget that tenant
 * (and the hosts it did not know yet) at once. Entries still expire after 30 s (unknown hosts 5 s), for
 * a change made straight in the database. Concurrent misses for one host share one query. What is
 * derived from a tenant (the settings answer) hangs off the Tenant object handed out here, so it is
 * dropped with it.
 */
@Injectable()
export class TenantCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {
    events.subscribe('tenant.changed', ({ tenantId }) => this.forget(tenantId));
    events.onMissedEvents(() => this.invalidate());
  }

  /** Tells every API process that this tenant, a domain of it or its company has changed. */
  changed(tenantId: number): Promise<void> {
    return this.events.publish('tenant.changed', { tenantId });
  }

  /** The cached answer when there is a fresh one, else undefined (then call `resolve`). */
  peek(host: string): Tenant | null | undefined {
    const cached = this.entries.get(host);
    return cached && cached.expiresAt > Date.now() ? cached.resolved : undefined;
  }

  resolve(host: string): Promise<Tenant | null> {
    const now = Date.now();
    const cached = this.entries.get(host);
    if (cached && cached.expiresAt > now) return cached.tenant;

    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const tenant = this.load(host);
    const entry: Entry = { tenant, expiresAt: now + TTL_MS };
    this.entries.set(host, entry);
    tenant.then(
      (found) => {
        entry.resolved = found;
        if (!found) entry.expiresAt = Date.now() + UNKNOWN_TTL_MS;
      },
      () => {
        if (this.entries.get(host) === entry) this.entries.delete(host);
      },
    );
    return tenant;
  }

  /** Forgets every host of this tenant, every unknown host (it may be the tenant's new domain) and every answer not in yet. */
  forget(tenantId: number): void {
    for (const [host, entry] of this.entries) {
      if (entry.resolved === undefined || entry.resolved === null || entry.resolved.id === tenantId) {
        this.entries.delete(host);
      }
    }
  }

  /** Forgets every host. */
  invalidate(): void {
    this.entries.clear();
  }

  private load(host: string): Promise<Tenant | null> {
    return this.dataSource
      .getRepository(Tenant)
      .createQueryBuilder('tenant')
      .innerJoin('tenant.domains', 'domain', 'domain.host = :host', { host })
      .leftJoinAndSelect('tenant.company', 'company')
      .getOne();
  }
}
