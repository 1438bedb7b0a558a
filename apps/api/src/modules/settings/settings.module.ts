import { Module } from '@nestjs/common';
import { SettingsRoute } from './settings.route.js';
import { SettingsService } from './settings.service.js';

@Module({ providers: [SettingsService, SettingsRoute], exports: [SettingsService] })
export class SettingsModule {}
