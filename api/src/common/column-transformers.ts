// Column transformers the entities share. In common/, not database/: database/entities.ts lists every
// module's entities, so an entity importing from database/ would close a cycle (issue 32 item 5).
import type { ValueTransformer } from 'typeorm';

/** Postgres bigint comes back as a string; file sizes fit a JS number (< 2^53), so read them as one. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
