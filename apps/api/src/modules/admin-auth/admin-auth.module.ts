import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.js';

/** The admin host's sign-in and staff: all of it lives in the staff feature (../staff). */
@Module({ imports: [StaffModule] })
export class AdminAuthModule {}
