// A token bucket: `burst` at once, then `perSecond`; the clock is passed in so tests control it.
export interface Rate {
  burst: number;
  perSecond: number;
}

export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: Rate,
    now = Date.now(),
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  /** Takes `cost` if the bucket holds it; false (and nothing taken) otherwise. */
  take(cost = 1, now = Date.now()): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond);
    this.at = now;
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Whether the bucket has refilled completely (nothing to remember about its owner any more). */
  full(now = Date.now()): boolean {
    return this.tokens + ((now - this.at) / 1000) * this.rate.perSecond >= this.rate.burst;
  }
}
