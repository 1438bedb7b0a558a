import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { EventBus } from '../../common/events/event-bus.js';
import { takePending } from './inbox-events.js';

/**
 * Publishes the inbox events a transaction kept (inbox-events.ts) once it is committed: the chat's send
 * enqueues in its own transaction, which knows nothing of staff.
 */
@Injectable()
export class InboxCommitPublisher implements EntitySubscriberInterface {
  private readonly logger = new Logger('InboxEvents');

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly bus: EventBus,
  ) {
    dataSource.subscribers.push(this);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    // a released savepoint is no commit yet
    if (queryRunner.isTransactionActive) return;
    for (const event of takePending(queryRunner.data)) {
      this.bus.publish('moderation.queue', event).catch((error: unknown) => {
        this.logger.warn(`inbox event not sent: ${error instanceof Error ? error.message : error}`);
      });
    }
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent) {
    if (!queryRunner.isTransactionActive) takePending(queryRunner.data);
  }
}
