import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
 * Host → tenant, in memory. Entries live 30 s (unknown hosts 5 s) and `invalidate()` drops them at once
 * when an operator changes a tenant. Concurrent misses for one host share one query.
 */
@Injectable()
export class TenantCache {
  private readonly entries = new Map<string, Entry>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
      () => this.entries.delete(host),
    );
    return tenant;
  }

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
