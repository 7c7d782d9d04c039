import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 31): each person's TOTP secret and the hashes of their recovery codes,
 * and the owners' settings table (its first row: "require two-factor for everyone"). Additive: the
 * previous release ignores the new tables during a rolling upgrade.
 */
export class TwoFactor1795867257259 implements MigrationInterface {
  name = 'TwoFactor1795867257259';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "app_setting" ("key" character varying(100) NOT NULL, "value" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_app_setting" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_two_factor" ("adminUserId" integer NOT NULL, "secret" character varying(64) NOT NULL, "enabledAt" TIMESTAMP WITH TIME ZONE, "lastUsedStep" bigint, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_staff_two_factor" PRIMARY KEY ("adminUserId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_recovery_code" ("id" SERIAL NOT NULL, "adminUserId" integer NOT NULL, "codeHash" character(64) NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_staff_recovery_code" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_staff_recovery_code_hash" ON "staff_recovery_code" ("adminUserId", "codeHash") `);
    await queryRunner.query(
      `ALTER TABLE "staff_two_factor" ADD CONSTRAINT "FK_staff_two_factor_admin_user" FOREIGN KEY ("adminUserId") REFERENCES "admin_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "FK_staff_recovery_code_admin_user" FOREIGN KEY ("adminUserId") REFERENCES "admin_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_recovery_code"`);
    await queryRunner.query(`DROP TABLE "staff_two_factor"`);
    await queryRunner.query(`DROP TABLE "app_setting"`);
  }
}
