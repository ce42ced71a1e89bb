/**
 * Web Locks in memory, for tests of code that shares a lock between tabs: one `LockBroker` plays
 * the browser, `forTab(tab)` gives each tab its `navigator.locks`. Exclusive locks only, with
 * `ifAvailable` (the callback gets null when the lock is taken), granted in order; `close(tab)`
 * does what the browser does when a tab closes: its locks are released and its waiting requests
 * dropped, whatever its callbacks were doing.
 */

type Callback = (lock: Lock | null) => unknown;

interface Waiter {
  tab: string;
  grant: () => void;
}

export class LockBroker {
  private readonly holders = new Map<string, string>();
  private readonly waiting = new Map<string, Waiter[]>();

  /** The tab that holds `name`, or null. */
  holder(name: string): string | null {
    return this.holders.get(name) ?? null;
  }

  /** The tab's `navigator.locks`: only `request` (the part tabs use). */
  forTab(tab: string): Pick<LockManager, 'request'> {
    const request = (name: string, ...rest: [Callback] | [LockOptions, Callback]): Promise<unknown> => {
      const [options, callback] = rest.length === 1 ? [{}, rest[0]] : rest;
      if (options.mode === 'shared' || options.steal === true || options.signal !== undefined) {
        throw new Error('LockBroker: only exclusive locks, with or without ifAvailable');
      }
      return this.request(tab, name, options.ifAvailable === true, callback);
    };
    return { request: request as LockManager['request'] };
  }

  /** The tab closed: its locks go to whoever waits next, its own requests are forgotten. */
  close(tab: string): void {
    for (const [name, waiters] of this.waiting) {
      this.waiting.set(
        name,
        waiters.filter((waiter) => waiter.tab !== tab),
      );
    }
    for (const [name, holder] of [...this.holders]) if (holder === tab) this.release(name, tab);
  }

  private async request(tab: string, name: string, ifAvailable: boolean, callback: Callback): Promise<unknown> {
    // Granted in a later task, as the browser does, never within the caller's own turn.
    await Promise.resolve();
    if (this.holders.has(name)) {
      if (ifAvailable) return callback(null);
      await new Promise<void>((grant) => this.waiting.set(name, [...(this.waiting.get(name) ?? []), { tab, grant }]));
    }
    this.holders.set(name, tab);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.release(name, tab);
    }
  }

  /** Frees `name` if `tab` still holds it (a closed tab's lock was freed already), and grants the next waiter. */
  private release(name: string, tab: string): void {
    if (this.holders.get(name) !== tab) return;
    this.holders.delete(name);
    const [next, ...rest] = this.waiting.get(name) ?? [];
    this.waiting.set(name, rest);
    if (next !== undefined) {
      this.holders.set(name, next.tab);
      next.grant();
    }
  }
}
