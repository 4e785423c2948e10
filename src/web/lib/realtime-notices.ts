import { connectionToastDebounceMs } from '@shared/rules/realtime';

export type ConnectionNotice = 'lost' | 'restored';

/**
 * The 2 s debounce of the connection toasts (SPEC.md section 4): 'lost' or 'restored' is announced
 * only once the new state has lasted 2 s, so a short flap shows nothing. The first connect is not
 * news, and nothing is announced while no consumer opted in (the public site does not).
 */
export class ConnectionNotices {
  private announced: 'up' | 'down' | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private consumers = 0;

  constructor(private readonly notify: ((notice: ConnectionNotice) => void) | undefined) {}

  /** Opt in to the toasts; returns the opt-out. */
  enable(): () => void {
    this.consumers += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.consumers -= 1;
    };
  }

  update(connected: boolean): void {
    const desired = connected ? 'up' : 'down';
    if (this.announced === null) {
      // Before the first connect there is nothing to have lost.
      if (desired === 'up') this.announced = 'up';
      return;
    }
    if (desired === this.announced) {
      this.cancel();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.announced = desired;
      if (this.consumers > 0) this.notify?.(desired === 'up' ? 'restored' : 'lost');
    }, connectionToastDebounceMs);
  }

  /** After a deliberate stop: forget the state, so a later start is a first connect again. */
  reset(): void {
    this.cancel();
    this.announced = null;
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
