import { Module } from '@nestjs/common';
import { SettingsRoute } from './settings.route.js';
import { SettingsService } from './settings.service.js';
import { SettingsFastPath } from './settings-fast-path.js';

@Module({ providers: [SettingsService, SettingsRoute, SettingsFastPath], exports: [SettingsService] })
export class SettingsModule {}
