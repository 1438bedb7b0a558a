import { type DynamicModule, Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { WebController } from './web.controller.js';
import { WEB_DIST, WebDeliveryService, type WebDistPaths } from './web-delivery.service.js';

@Module({})
export class WebDeliveryModule {
  static forRoot(dist: WebDistPaths): DynamicModule {
    return {
      module: WebDeliveryModule,
      imports: [SettingsModule],
      controllers: [WebController],
      providers: [{ provide: WEB_DIST, useValue: dist }, WebDeliveryService],
    };
  }
}
