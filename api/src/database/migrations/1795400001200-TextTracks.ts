import { MigrationInterface, QueryRunner } from "typeorm";

/** Chapters and transcripts of episodes (issue 20, docs/text-tracks.md). */
export class TextTracks1795400001200 implements MigrationInterface {
    name = 'TextTracks1795400001200'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "episode_chapter" ("id" SERIAL NOT NULL, "episodeId" integer NOT NULL, "startSeconds" integer NOT NULL, "title" character varying(200) NOT NULL, "timedForAssetId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_33fd61270b7f5838f994efbf4ff" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_episode_chapter_start" ON "episode_chapter"  ("episodeId", "startSeconds") `);
        await queryRunner.query(`CREATE TABLE "episode_transcript" ("episodeId" integer NOT NULL, "language" character varying(35) NOT NULL, "sourceFormat" character varying(3) NOT NULL, "fileName" character varying(255) NOT NULL, "cues" jsonb NOT NULL, "cueCount" integer NOT NULL, "timedForAssetId" integer, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6723e1d202967c77a38a988c769" PRIMARY KEY ("episodeId"))`);
        await queryRunner.query(`ALTER TABLE "episode_chapter" ADD CONSTRAINT "FK_cc7dc9a4c9d8cfd3f9c6d4a85d7" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "episode_transcript" ADD CONSTRAINT "FK_6723e1d202967c77a38a988c769" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "episode_transcript" DROP CONSTRAINT "FK_6723e1d202967c77a38a988c769"`);
        await queryRunner.query(`ALTER TABLE "episode_chapter" DROP CONSTRAINT "FK_cc7dc9a4c9d8cfd3f9c6d4a85d7"`);
        await queryRunner.query(`DROP TABLE "episode_transcript"`);
        await queryRunner.query(`DROP INDEX "public"."UQ_episode_chapter_start"`);
        await queryRunner.query(`DROP TABLE "episode_chapter"`);
    }

}
