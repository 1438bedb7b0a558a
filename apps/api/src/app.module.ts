import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { EventsModule } from './common/events/events.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { ConfigModule } from './config/config.module.js';
import type { Env } from './config/env.js';
import { DatabaseModule } from './database/database.module.js';
import { SeedModule } from './database/seed/seed.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AdminAuthModule } from './modules/admin-auth/admin-auth.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { ApiDocsModule } from './modules/api-docs/api-docs.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { CompanyModule } from './modules/company/company.module.js';
import { ComplaintsModule } from './modules/complaints/complaints.module.js';
import { DirectDebitModule } from './modules/direct-debit/direct-debit.module.js';
import { DiscountsModule } from './modules/discounts/discounts.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LikesModule } from './modules/likes/likes.module.js';
import { ModerationModule } from './modules/moderation/moderation.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PhotoReviewModule } from './modules/photo-review/photo-review.module.js';
import { PhotosModule } from './modules/photos/photos.module.js';
import { ProfilesModule } from './modules/profiles/profiles.module.js';
import { PushModule } from './modules/push/push.module.js';
import { RealtimeModule } from './modules/realtime/realtime.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { ShopAdminModule } from './modules/shop-admin/shop-admin.module.js';
import { SmsModule } from './modules/sms/sms.module.js';
import { StorageModule } from './modules/storage/storage.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { TenantsAdminModule } from './modules/tenants-admin/tenants-admin.module.js';
import { WebDeliveryModule } from './modules/web-delivery/web-delivery.module.js';
import type { WebDistPaths } from './modules/web-delivery/web-delivery.service.js';
import { TenancyModule } from './tenancy/tenancy.module.js';

@Module({})
export class AppModule {
  static forRoot(env: Env, dist: WebDistPaths): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        DatabaseModule,
        ScheduleModule.forRoot(),
        RateLimitModule,
        EventsModule,
        TenancyModule,
        SeedModule,
        HealthModule,
        SettingsModule,
        CompanyModule,
        CatalogueModule,
        AdminAuthModule,
        ApiDocsModule,
        AccountsModule,
        StorageModule,
        PhotosModule,
        SearchModule,
        GeoModule,
        ProfilesModule,
        ComplaintsModule,
        RealtimeModule,
        PushModule,
        LikesModule,
        ChatModule,
        ModerationModule,
        DiscountsModule,
        PaymentsModule,
        SmsModule,
        DirectDebitModule,
        ShopAdminModule,
        SupportModule,
        PhotoReviewModule,
        TenantsAdminModule,
        AnalyticsModule,
        // last: its catch-all GET must not shadow the API routes
        WebDeliveryModule.forRoot(dist),
      ],
    };
  }
}
