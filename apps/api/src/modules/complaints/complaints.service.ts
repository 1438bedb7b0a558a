import type { complaintRequestSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { poolOf } from '../profiles/profile-pool.js';
import { Complaint } from './complaint.entity.js';

type ComplaintRequest = z.infer<typeof complaintRequestSchema>;

/** Reports about profiles, kept for the reporting site's support (the admin console reads them). */
@Injectable()
export class ComplaintsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(tenant: Tenant, member: Member, request: ComplaintRequest): Promise<{ id: number }> {
    if (request.profile_id === member.profileId) throw new ApiError('cannot_report_self');
    // any profile of the member's pool (also one gone invisible since: harassment is still reported)
    const [found]: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM profile WHERE id = $1 AND pool = $2',
      [request.profile_id, poolOf(tenant)],
    );
    if (!found) throw new ApiError('profile_not_found');
    const complaint = await tenantScoped(this.dataSource, Complaint).save(tenant, {
      memberId: member.id,
      profileId: found.id,
      reason: request.reason,
      text: request.text ?? '',
    });
    return { id: complaint.id };
  }
}
