import { Injectable, Logger } from '@nestjs/common';
import { TenantCache } from '../../tenancy/tenant-cache.service.js';

/**
 * Tells every API process, once a change is committed, to forget what it cached of these tenants
 * (`tenant.changed`). This process forgets at once; should Redis fail to carry the event, the change is
 * still saved and answered: the other processes see it when their entries expire (30 s), so the
 * console is not told of an error for what did happen.
 */
@Injectable()
export class TenantChanges {
  private readonly logger = new Logger('TenantChanges');

  constructor(private readonly cache: TenantCache) {}

  async announce(...tenantIds: number[]): Promise<void> {
    for (const tenantId of new Set(tenantIds)) {
      await this.cache.changed(tenantId).catch((error: unknown) => {
        this.cache.forget(tenantId);
        this.logger.error(`tenant.changed for tenant ${tenantId} not published: ${error}`);
      });
    }
  }
}
