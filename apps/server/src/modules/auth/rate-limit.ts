import type { Store } from '../../platform/store/index.js';

/** Answered as HTTP 429 with the localized "too many requests" envelope by the error handler. */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor() {
    super('rate limited');
    this.name = 'TooManyRequests';
  }
}

/**
 * Fixed-window counters in the store, so every instance shares them: at most `limit` hits per key per window.
 * The window is part of the key because the store's incr re-arms the expiry on every hit.
 */
export class RateLimiter {
  constructor(private readonly store: Store) {}

  async hit(name: string, key: string, limit: number, windowSeconds: number): Promise<void> {
    const slot = Math.floor(Date.now() / 1000 / windowSeconds);
    const count = await this.store.incr(`rate_limit:${name}:${key}:${slot}`, windowSeconds);
    if (count > limit) throw new TooManyRequests();
  }
}
