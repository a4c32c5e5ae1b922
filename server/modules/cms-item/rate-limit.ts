/**
 * The portal read's rate limit: at most `limit` requests a minute per client address, counted in a
 * fixed window in this instance's memory (docs/domain.md "CMS"). It protects the instance, so each
 * instance counts its own: behind N instances a client gets at most N times the limit. The address is
 * the request's (`X-Forwarded-For` only with TRUST_PROXY).
 */
export class RateLimit {
  readonly #counts = new Map<string, { windowStart: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
  ) {}

  /** Counts a request of `key`: the seconds to wait when over the limit, else null. */
  take(key: string, now = Date.now()): number | null {
    const entry = this.#counts.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      // A new window: forget the addresses whose window has passed (the map stays small).
      if (this.#counts.size > 10_000)
        for (const [k, e] of this.#counts) if (now - e.windowStart >= this.windowMs) this.#counts.delete(k);
      this.#counts.set(key, { windowStart: now, count: 1 });
      return null;
    }
    entry.count++;
    return entry.count > this.limit ? Math.ceil((entry.windowStart + this.windowMs - now) / 1000) : null;
  }
}
