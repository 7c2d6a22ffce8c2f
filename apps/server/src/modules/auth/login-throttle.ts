/** Failure times per key in a sliding window; enough for one server process. */
class FailureLog {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  record(key: string) {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  forget(key: string) {
    this.failures.delete(key);
  }

  private prune() {
    for (const key of this.failures.keys()) if (this.recent(key).length === 0) this.failures.delete(key);
  }
}

export type ThrottleLimits = {
  windowMs: number;
  /** Failures of one address at one e-mail before that pair waits out the window. */
  perAddressAndEmail: number;
  /** Failures of one address over every e-mail before that address waits out the window. */
  perAddress: number;
  /** Failures at one e-mail from any address before each next attempt waits a growing delay. */
  perEmailBeforeDelay: number;
  /** The longest delay, so a flood at someone's e-mail keeps them out for a moment, not for long. */
  maxDelayMs: number;
};

const defaultLimits: ThrottleLimits = {
  windowMs: 15 * 60_000,
  perAddressAndEmail: 5,
  perAddress: 50,
  perEmailBeforeDelay: 10,
  maxDelayMs: 60_000,
};

/**
 * Slows password guessing three ways: per address and e-mail and per address (hard limits that
 * only the guessing address feels), and per e-mail across all addresses (a delay that doubles with
 * each failure up to `maxDelayMs`, so guesses from many addresses get few tries; the owner waits at
 * most that long, and not at all from an address they signed in from before).
 */
export class LoginThrottle {
  private readonly limits: ThrottleLimits;
  private readonly log: FailureLog;
  /** Addresses each e-mail signed in from: a flood from elsewhere does not slow its owner there. */
  private readonly knownAddresses = new Map<string, Set<string>>();

  constructor(
    limits: Partial<ThrottleLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...defaultLimits, ...limits };
    this.log = new FailureLog(this.limits.windowMs, now);
  }

  /** Milliseconds to wait before this attempt may be checked; 0 when it may be checked now. */
  waitBefore(address: string, email: string): number {
    const { windowMs, perAddressAndEmail, perAddress, perEmailBeforeDelay, maxDelayMs } = this.limits;
    const waits = [0];
    for (const [key, limit] of [
      [pairKey(address, email), perAddressAndEmail],
      [addressKey(address), perAddress],
    ] as const) {
      const recent = this.log.recent(key);
      if (recent.length >= limit) waits.push(recent[recent.length - limit] + windowMs - this.now());
    }
    const byEmail = this.log.recent(emailKey(email));
    const excess = byEmail.length - perEmailBeforeDelay;
    const isKnownAddress = this.knownAddresses.get(email)?.has(address) ?? false;
    if (excess >= 0 && !isKnownAddress) {
      const delay = Math.min(1000 * 2 ** excess, maxDelayMs);
      waits.push(byEmail[byEmail.length - 1] + delay - this.now());
    }
    return Math.max(...waits);
  }

  recordFailure(address: string, email: string) {
    for (const key of [pairKey(address, email), addressKey(address), emailKey(email)]) this.log.record(key);
  }

  /** The right password ends the count for this e-mail: only its owner could have given it. */
  recordSuccess(address: string, email: string) {
    this.log.forget(pairKey(address, email));
    this.log.forget(emailKey(email));
    const known = this.knownAddresses.get(email) ?? new Set();
    if (known.size >= 20) known.delete(known.values().next().value!); // the oldest
    this.knownAddresses.set(email, known.add(address));
    if (this.knownAddresses.size > 10_000)
      this.knownAddresses.delete(this.knownAddresses.keys().next().value!);
  }
}

const pairKey = (address: string, email: string) => `pair|${address}|${email}`;
const addressKey = (address: string) => `address|${address}`;
const emailKey = (email: string) => `email|${email}`;
