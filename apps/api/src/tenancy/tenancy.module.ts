import { Global, Module } from '@nestjs/common';
import { TenantCache } from './tenant-cache.service.js';
import { TenantResolver } from './tenant-resolver.js';

@Global()
@Module({ providers: [TenantCache, TenantResolver], exports: [TenantCache, TenantResolver] })
export class TenancyModule {}
