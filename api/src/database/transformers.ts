import type { ValueTransformer } from 'typeorm';

/** Postgres bigint comes back as a string; file sizes fit a JS number (< 2^53), so read them as one. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
