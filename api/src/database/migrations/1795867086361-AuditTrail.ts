import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (issue 31 item 5): an append-only table. A trigger refuses every UPDATE, DELETE and
 * TRUNCATE, so not even a bug or a careless SQL session of the app's own role changes history; an
 * operator who turns the trigger off is caught by the hash chain (`npm run audit -- verify`).
 * Additive: the previous release never reads or writes it.
 */
export class AuditTrail1795867086361 implements MigrationInterface {
  name = 'AuditTrail1795867086361';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "actorId" integer, "actorEmail" character varying(320), "action" character varying(64) NOT NULL, "targetType" character varying(32), "targetId" character varying(64), "targetLabel" character varying(300), "changes" jsonb, "requestId" character varying(128), "clientIp" character varying(64), "prevHash" character(64) NOT NULL, "hash" character(64) NOT NULL, CONSTRAINT "PK_audit_entry" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_entry_at" ON "audit_entry" ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entry_actor" ON "audit_entry" ("actorId", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entry_action" ON "audit_entry" ("action", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entry_target" ON "audit_entry" ("targetType", "targetId") `);
    await queryRunner.query(
      `CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_entry is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege'; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "audit_entry_append_only" BEFORE UPDATE OR DELETE ON "audit_entry" FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "audit_entry_no_truncate" BEFORE TRUNCATE ON "audit_entry" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entry_append_only"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_entry"`);
    await queryRunner.query(`DROP FUNCTION "audit_entry_append_only"()`);
  }
}
