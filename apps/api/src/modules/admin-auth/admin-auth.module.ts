import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller.js';

@Module({ controllers: [AdminAuthController] })
export class AdminAuthModule {}
