import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every admin account gets a role (issue 31, packages/contracts/src/roles.ts). The accounts that
 * exist become owners: until now whoever could sign in could do everything. The column keeps the
 * default 'owner' for one release: during a rolling upgrade the previous release's `npm run admin`
 * creates accounts without a role, and an account it makes was an all-powerful admin. Dropping the
 * default is a pending contract step (docs/deployment.md). down() drops the roles.
 */
export class StaffRoles1795705346007 implements MigrationInterface {
  name = 'StaffRoles1795705346007';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."staff_role" AS ENUM('owner', 'producer', 'editor', 'bookings', 'viewer')`);
    await queryRunner.query(`ALTER TABLE "admin_user" ADD "role" "public"."staff_role" NOT NULL DEFAULT 'owner'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_user" DROP COLUMN "role"`);
    await queryRunner.query(`DROP TYPE "public"."staff_role"`);
  }
}
