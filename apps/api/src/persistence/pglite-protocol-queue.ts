import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend messages of the extended query protocol that a Sync (or a simple Query) must close. */
const OPENS_BATCH = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/**
 * The queue between pglite-socket's connections and the one PGlite backend. pglite-socket's own queue
 * keeps a connection's messages together only inside a transaction: outside one, two connections'
 * Parse/Bind/Execute interleave, and the second Bind replaces the first's unnamed portal
 * (`portal "" does not exist`). This queue also keeps a connection's turn from its first
 * extended-protocol message to its Sync, waiting for the rest when it comes in a later packet.
 */
export class ProtocolQueue {
  private queue: Pending[] = [];
  private processing = false;
  private owner: number | null = null;
  private midBatch = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
    if (this.owner === handlerId) this.midBatch = false;
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    this.midBatch = false;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }

  private next(): Pending | undefined {
    const ownersTurn = this.owner !== null && (this.midBatch || this.db.isInTransaction());
    if (!ownersTurn) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        await this.run(item);
      }
    } finally {
      this.processing = false;
    }
  }

  private async run(item: Pending): Promise<void> {
    let bytes = 0;
    this.owner = item.handlerId;
    this.midBatch = OPENS_BATCH.has(item.message[0]);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data: Uint8Array) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
      item.resolve(bytes);
    } catch (error) {
      item.reject(error);
    }
  }
}
