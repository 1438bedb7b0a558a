import type { giftsAnswerSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { activeGifts } from './gift-catalogue.js';
import { toGift } from './message-answer.js';

/** GET /api/gifts.php: the tenant's catalogue, named in the member's language. */
@Injectable()
export class GiftsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async catalogue(tenant: Tenant, member: Member): Promise<z.infer<typeof giftsAnswerSchema>> {
    const gifts = await activeGifts(this.dataSource.manager, tenant);
    return { gifts: gifts.map((gift) => toGift(gift, member.language)) };
  }
}
