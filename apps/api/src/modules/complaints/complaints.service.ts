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

/** Reports about profiles and general complaints, kept for the reporting site's support (the admin console reads them). */
@Injectable()
export class ComplaintsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(tenant: Tenant, member: Member, request: ComplaintRequest): Promise<{ id: number }> {
    const profileId =
      request.profile_id === undefined ? null : await this.reportable(tenant, member, request.profile_id);
    const complaint = await tenantScoped(this.dataSource, Complaint).save(tenant, {
      memberId: member.id,
      profileId,
      reason: request.reason,
      subject: request.subject?.trim() || null,
      text: request.text ?? '',
    });
    return { id: complaint.id };
  }

  /** A profile of the member's pool, not their own (also one gone invisible: harassment is still reported). */
  private async reportable(tenant: Tenant, member: Member, profileId: number): Promise<number> {
    if (profileId === member.profileId) throw new ApiError('cannot_report_self');
    const [found]: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM profile WHERE id = $1 AND pool = $2',
      [profileId, poolOf(tenant)],
    );
    if (!found) throw new ApiError('profile_not_found');
    return found.id;
  }
}
