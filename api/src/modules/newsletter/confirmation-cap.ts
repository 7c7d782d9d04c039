import type Redis from 'ioredis';

const HOUR_MS = 3_600_000;

// INCR, and start the hour on the first mail, in one step: a counter never stays without expiry.
const TAKE = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

/**
 * The overall cap on newsletter confirmation mails (NEWSLETTER_CONFIRMATIONS_PER_HOUR), across every
 * worker: one counter in Redis per hour, the hour starting with its first mail. Per-address and
 * per-client limits do not stop a sign-up of many strangers' addresses from many networks; this does.
 */
export class ConfirmationCap {
  constructor(
    private readonly redis: Pick<Redis, 'eval'>,
    private readonly key: string,
    private readonly perHour: number,
  ) {}

  /** Takes one mail from this hour's allowance: `allowed`, and how many were refused this hour so far. */
  async take(): Promise<{ allowed: boolean; refused: number }> {
    const used = Number(await this.redis.eval(TAKE, 1, this.key, HOUR_MS));
    return { allowed: used <= this.perHour, refused: Math.max(0, used - this.perHour) };
  }
}

/** Recorded on a sign-up the cap held back (the admin sees it); such a row waits for a new sign-up. */
export const CAPPED_MESSAGE =
  'Not sent: the hourly limit of confirmation mails (NEWSLETTER_CONFIRMATIONS_PER_HOUR) was reached. A new sign-up after the hour sends it.';

/** Log the refusals of an hour at the 1st, 10th, 100th…: a flood shows in the log without filling it. */
export const worthLogging = (refused: number) => refused > 0 && /^10*$/.test(String(refused));
