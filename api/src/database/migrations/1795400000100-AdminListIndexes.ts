import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the admin lists (issue 18, docs/api.md "Admin lists"). Each one's columns are exactly an
 * ORDER BY the list runs (newest first ties broken by id), so a page is read from the index in order,
 * with no sort and no full read; a filter on the leading column (a status) becomes an index condition,
 * and the other filters (search, the archive's "not recorded") are checked on the index scan, which
 * stops once the page is full. Declared on the entities with `synchronize: false`: TypeORM cannot
 * describe a column's sort order or an expression.
 */
const INDEXES: Array<[name: string, table: string, columns: string]> = [
  // Manage Episodes: newest created first (All, Approved, search), Published/Draft, and by number.
  ['IDX_episode_created', 'episode', '"createdAt" DESC, "id" DESC'],
  ['IDX_episode_status_created', 'episode', '"status", "createdAt" DESC, "id" DESC'],
  ['IDX_episode_number', 'episode', '"episodeNumber" DESC, "id" DESC'],
  // Guest Bookings: newest/oldest first, the archive and the booking-status sort, outreach sort, Name A-Z.
  ['IDX_booking_created', 'booking', '"createdAt" DESC, "id" DESC'],
  ['IDX_booking_status_created', 'booking', '"bookingStatus", "createdAt" DESC, "id" DESC'],
  ['IDX_booking_outreach_created', 'booking', '"outreachStatus", "createdAt" DESC, "id" DESC'],
  ['IDX_booking_name_created', 'booking', 'lower("name"), "createdAt" DESC, "id" DESC'],
];

export class AdminListIndexes1795400000100 implements MigrationInterface {
  name = 'AdminListIndexes1795400000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table, columns] of INDEXES) await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" (${columns})`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX "public"."${name}"`);
  }
}
