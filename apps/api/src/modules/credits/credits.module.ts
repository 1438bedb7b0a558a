import { Module } from '@nestjs/common';
import { CreditLedgerService } from './credit-ledger.service.js';

@Module({ providers: [CreditLedgerService], exports: [CreditLedgerService] })
export class CreditsModule {}
