/**
 * Requests that must go one at a time, in order (a play's saves, tools and pauses): each step
 * runs when the one before it has finished. A failed step either stays first and is tried again
 * after a growing delay, or is dropped. Steps not yet started can be looked up and removed; the
 * one in flight cannot.
 */
export class SerialQueue<Op> {
  private items: Op[] = [];
  private running = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly run: (op: Op) => Promise<void>,
    private readonly onFailure: (op: Op, error: unknown) => 'retry' | 'drop',
    private readonly onSuccess: () => void,
    private readonly retryDelays: readonly number[],
  ) {}

  push(op: Op): void {
    this.items.push(op);
    void this.pump();
  }

  /** Adds a step without starting the queue (the next `push` or `start` does). */
  add(op: Op): void {
    this.items.push(op);
  }

  start(): void {
    void this.pump();
  }

  /** Whether a step matching `test` is queued, in flight or not. */
  has(test: (op: Op) => boolean): boolean {
    return this.items.some(test);
  }

  /** Whether a step matching `test` is waiting (not yet sent). */
  hasWaiting(test: (op: Op) => boolean): boolean {
    return this.items.some((op, i) => test(op) && !(i === 0 && this.running));
  }

  /** Removes the waiting steps matching `test`. */
  drop(test: (op: Op) => boolean): void {
    this.items = this.items.filter((op, i) => (i === 0 && this.running) || !test(op));
  }

  /** Ends a retry's wait: the failed step goes again now. */
  retryNow(): void {
    if (this.retryTimer === undefined) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.running || this.retryTimer !== undefined) return;
    this.running = true;
    try {
      while (this.items.length > 0) {
        const op = this.items[0] as Op;
        try {
          await this.run(op);
          this.retries = 0;
          this.onSuccess();
        } catch (error) {
          if (this.onFailure(op, error) === 'retry') {
            const delay = this.retryDelays[Math.min(this.retries, this.retryDelays.length - 1)];
            this.retries += 1;
            this.retryTimer = setTimeout(() => {
              this.retryTimer = undefined;
              void this.pump();
            }, delay);
            return;
          }
        }
        this.items.shift();
      }
    } finally {
      this.running = false;
    }
  }
}
