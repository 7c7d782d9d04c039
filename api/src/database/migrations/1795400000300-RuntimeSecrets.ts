import { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated secrets shared by every process of a deployment (issue 13, docs/deployment.md). */
export class RuntimeSecrets1795400000300 implements MigrationInterface {
  name = 'RuntimeSecrets1795400000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "runtime_secret" ("name" character varying(64) NOT NULL, "value" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_runtime_secret_name" PRIMARY KEY ("name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "runtime_secret"`);
  }
}
