import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';
import { SearchStatements } from './search-statements.js';

/** Member search over the tenant's profile pool (issue 9). */
@Module({
  imports: [AccountsModule],
  controllers: [SearchController],
  providers: [SearchService, SearchStatements],
})
export class SearchModule {}
