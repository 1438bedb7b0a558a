import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ComplaintsController } from './complaints.controller.js';
import { ComplaintsService } from './complaints.service.js';

@Module({ imports: [AccountsModule], controllers: [ComplaintsController], providers: [ComplaintsService] })
export class ComplaintsModule {}
