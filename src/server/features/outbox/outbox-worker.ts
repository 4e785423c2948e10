import type { Db } from '../../db/client';
import type { OutboxMessage } from '../../db/schema/index';
import {
  claimDueMessages,
  type DeliveryPolicy,
  markAttemptFailed,
  markManual,
  markSent,
  nextDueAt,
} from './outbox-delivery.service';
import type { Transports } from './transports';

export interface OutboxWorkerOptions {
  /** How often an idle worker looks for due messages, even without a nudge. */
  pollMs?: number;
  batchSize?: number;
  policy?: DeliveryPolicy;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Delivers the outbox: claims due messages, sends each through its channel's transport, and
 * records the outcome. `nudge()` after an enqueue sends at once; polling covers other instances
 * and retries coming due. A database outage only delays delivery: the loop keeps going.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly transports: Transports,
    private readonly options: OutboxWorkerOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /** Looks for due messages now (coalesced with a run already under way). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((error: unknown) =>
        this.options.log?.warn({ err: error }, 'outbox: delivery round failed'),
      )
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        } else {
          void this.scheduleNext();
        }
      });
  }

  /** Runs rounds until nothing is due; resolves when done (tests call it directly). */
  async drain(): Promise<void> {
    for (;;) {
      const batch = await claimDueMessages(this.db, this.options.batchSize ?? 20);
      if (batch.length === 0) return;
      await Promise.all(batch.map((message) => this.deliver(message)));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    for (const transport of Object.values(this.transports)) transport?.close?.();
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const transport = this.transports[message.channel];
    if (!transport) {
      await markManual(this.db, message.id, message.channel);
      return;
    }
    try {
      await transport.send(message);
      await markSent(this.db, message.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markAttemptFailed(
        this.db,
        message,
        reason,
        new Date(),
        this.options.policy,
      );
      const log = outcome === 'failed' ? this.options.log?.error : this.options.log?.warn;
      log?.call(
        this.options.log,
        { outboxId: message.id, channel: message.channel, reason },
        `outbox: delivery ${outcome}`,
      );
    }
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const pollMs = this.options.pollMs ?? 5000;
    let delay = pollMs;
    try {
      const due = await nextDueAt(this.db);
      if (due) delay = Math.min(pollMs, Math.max(0, due.getTime() - Date.now()));
    } catch {
      // database unreachable: look again after the poll interval
    }
    if (this.stopped || this.running) return;
    this.timer = setTimeout(() => this.nudge(), delay);
    this.timer.unref();
  }
}
