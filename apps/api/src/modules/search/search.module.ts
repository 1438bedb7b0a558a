import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

/** Member search over the tenant's profile pool (issue 9). */
@Module({ imports: [AccountsModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
