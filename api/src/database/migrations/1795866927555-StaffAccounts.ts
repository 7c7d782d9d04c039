import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts (issue 31 item 1): a display name and a disabled flag on admin_user, single-use
 * invitations and password-reset links (only each secret's SHA-256 is stored). Additive only: the
 * previous release's processes ignore the new columns and tables during a rolling upgrade.
 */
export class StaffAccounts1795866927555 implements MigrationInterface {
  name = 'StaffAccounts1795866927555';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_user" ADD "name" character varying(120)`);
    await queryRunner.query(`ALTER TABLE "admin_user" ADD "disabledAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "staff_invitation" (
        "id" SERIAL NOT NULL,
        "email" character varying(320) NOT NULL,
        "role" "public"."staff_role" NOT NULL,
        "tokenHash" character(64) NOT NULL,
        "invitedById" integer,
        "invitedByEmail" character varying(320) NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "acceptedAt" TIMESTAMP WITH TIME ZONE,
        "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_staff_invitation" PRIMARY KEY ("id"),
        CONSTRAINT "FK_staff_invitation_inviter" FOREIGN KEY ("invitedById") REFERENCES "admin_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_staff_invitation_token" ON "staff_invitation" ("tokenHash")`);
    // At most one open invitation per address: inviting again replaces it (TeamService.invite).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_staff_invitation_open_email" ON "staff_invitation" ("email") WHERE "acceptedAt" IS NULL AND "revokedAt" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "password_reset" (
        "id" SERIAL NOT NULL,
        "adminId" integer NOT NULL,
        "tokenHash" character(64) NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "usedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_password_reset" PRIMARY KEY ("id"),
        CONSTRAINT "FK_password_reset_admin" FOREIGN KEY ("adminId") REFERENCES "admin_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_password_reset_token" ON "password_reset" ("tokenHash")`);
    await queryRunner.query(`CREATE INDEX "IDX_password_reset_admin" ON "password_reset" ("adminId")`);
    // Sessions of one person (the sessions list, ending them on a disable or a password change).
    await queryRunner.query(`CREATE INDEX "IDX_session_admin" ON "session" (((sess -> 'passport' ->> 'user')))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_session_admin"`);
    await queryRunner.query(`DROP TABLE "password_reset"`);
    await queryRunner.query(`DROP TABLE "staff_invitation"`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP COLUMN "disabledAt"`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP COLUMN "name"`);
  }
}
