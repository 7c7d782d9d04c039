import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795314623051 implements MigrationInterface {
    name = 'Initial1795314623051'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "admin_user" ("id" SERIAL NOT NULL, "email" character varying(320) NOT NULL, "passwordHash" character varying(255) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_840ac5cd67be99efa5cd989bf9f" UNIQUE ("email"), CONSTRAINT "PK_a28028ba709cd7e5053a86857b4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "session" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_7575923e18b495ed2307ae629ae" PRIMARY KEY ("sid"))`);
        await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "session"  ("expire") `);
        await queryRunner.query(`CREATE TYPE "public"."trigger_field" AS ENUM('outreachStatus', 'bookingStatus')`);
        await queryRunner.query(`CREATE TABLE "automation_rule" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "triggerField" "public"."trigger_field" NOT NULL, "triggerValue" character varying(50) NOT NULL, "actions" jsonb NOT NULL DEFAULT '[]', "seedKey" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d5cbb81534e83e4c02d818fc19f" UNIQUE ("seedKey"), CONSTRAINT "PK_d14a83a866da7ebbc991d3b2e9c" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TYPE "public"."automation_action_type" AS ENUM('send_email', 'add_to_linkedin_audience', 'update_ghl_tags')`);
        await queryRunner.query(`CREATE TYPE "public"."automation_run_status" AS ENUM('queued', 'sent', 'skipped', 'failed')`);
        await queryRunner.query(`CREATE TABLE "automation_run" ("id" SERIAL NOT NULL, "ruleId" integer, "ruleName" character varying(200) NOT NULL, "bookingId" integer, "guestName" character varying(200) NOT NULL, "actionIndex" integer NOT NULL, "actionType" "public"."automation_action_type" NOT NULL, "status" "public"."automation_run_status" NOT NULL DEFAULT 'queued', "detail" text NOT NULL DEFAULT '', "messageId" character varying(500), "attempts" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4ff55678add249448424b660bfc" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_automation_run_created" ON "automation_run"  ("createdAt") `);
        await queryRunner.query(`CREATE TABLE "email_template" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "subject" character varying(500) NOT NULL, "htmlBody" text NOT NULL DEFAULT '', "textBody" text NOT NULL DEFAULT '', "variables" text array NOT NULL DEFAULT '{}', "seedKey" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_80ab8312dca843ee54ff495a613" UNIQUE ("seedKey"), CONSTRAINT "PK_c90815fd4ca9119f19462207710" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TYPE "public"."outreach_status" AS ENUM('no_contact', '1st_outreach', 'warm_up', 'follow_up', 'newsletter', '2nd_follow_up', 'contacted', 'nurture')`);
        await queryRunner.query(`CREATE TYPE "public"."booking_status" AS ENUM('waiting_for_response', 'respond', 'booked', 'cancelled', 'recorded')`);
        await queryRunner.query(`CREATE TABLE "booking" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL DEFAULT '', "company" character varying(200) NOT NULL DEFAULT '', "position" character varying(200) NOT NULL DEFAULT '', "websiteUrl" character varying(2048) NOT NULL DEFAULT '', "socialMediaUrl" character varying(2048) NOT NULL DEFAULT '', "outreachStatus" "public"."outreach_status" NOT NULL DEFAULT 'no_contact', "bookingStatus" "public"."booking_status" NOT NULL DEFAULT 'waiting_for_response', "contactedAt" TIMESTAMP WITH TIME ZONE, "notes" text NOT NULL DEFAULT '', "recordingDate" TIMESTAMP WITH TIME ZONE, "optedOutAt" TIMESTAMP WITH TIME ZONE, "unsubscribeToken" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b17320b64744e46ccb9917ce91f" UNIQUE ("unsubscribeToken"), CONSTRAINT "PK_49171efc69702ed84c812f33540" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_booking_status" ON "booking"  ("bookingStatus") `);
        await queryRunner.query(`CREATE TYPE "public"."video_asset_type" AS ENUM('raw', 'edited')`);
        await queryRunner.query(`CREATE TYPE "public"."transcoding_status" AS ENUM('pending', 'processing', 'completed', 'failed')`);
        await queryRunner.query(`CREATE TABLE "video_asset" ("id" SERIAL NOT NULL, "episodeId" integer, "type" "public"."video_asset_type" NOT NULL, "version" integer, "storageKey" character varying(1024) NOT NULL, "originalName" character varying(512) NOT NULL, "contentType" character varying(255) NOT NULL, "size" bigint NOT NULL, "variants" jsonb NOT NULL DEFAULT '{}', "transcodingStatus" "public"."transcoding_status", "transcodingProgress" integer NOT NULL DEFAULT '0', "transcodingError" text, "transcodingJobId" character varying(100), "posterKey" character varying(1024), "durationSec" double precision, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e90f057ec036d5bfc1bef40b9bd" UNIQUE ("storageKey"), CONSTRAINT "PK_56595d509b2da5907ab44cd7339" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_video_asset_episode" ON "video_asset"  ("episodeId", "type") `);
        await queryRunner.query(`CREATE TYPE "public"."episode_status" AS ENUM('draft', 'published')`);
        await queryRunner.query(`CREATE TYPE "public"."editing_status" AS ENUM('raw', 'editing', 'revise', 'review', 'final')`);
        await queryRunner.query(`CREATE TABLE "episode" ("id" SERIAL NOT NULL, "title" character varying(300) NOT NULL, "description" text NOT NULL DEFAULT '', "guestName" character varying(200), "episodeNumber" integer NOT NULL DEFAULT '1', "status" "public"."episode_status" NOT NULL DEFAULT 'draft', "editingStatus" "public"."editing_status" NOT NULL DEFAULT 'raw', "duration" character varying(20), "durationManual" boolean NOT NULL DEFAULT false, "plays" integer NOT NULL DEFAULT '0', "audioUrl" character varying(2048), "videoUrl" character varying(2048), "thumbnailUrl" character varying(2048), "publishedAt" TIMESTAMP WITH TIME ZONE, "finalVideoAssetId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7258b95d6d2bf7f621845a0e143" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_episode_published" ON "episode"  ("status", "publishedAt") `);
        await queryRunner.query(`CREATE TABLE "comment" ("id" SERIAL NOT NULL, "text" text NOT NULL, "timecodeSec" integer NOT NULL, "author" character varying(100) NOT NULL DEFAULT 'Admin', "episodeId" integer NOT NULL, "videoAssetId" integer, "resolved" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b0e4bbc8415ec426f87f3a88e2" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_comment_asset" ON "comment"  ("videoAssetId") `);
        await queryRunner.query(`CREATE INDEX "IDX_comment_episode" ON "comment"  ("episodeId", "timecodeSec") `);
        await queryRunner.query(`CREATE TABLE "newsletter_subscriber" ("id" SERIAL NOT NULL, "email" character varying(320) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c7c77fa243eefb2415b13f1b4e4" UNIQUE ("email"), CONSTRAINT "PK_673f5f9a16ef0e216059224e02f" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "video_asset" ADD CONSTRAINT "FK_4a3bfe39d09de6e28840ea003d7" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "episode" ADD CONSTRAINT "FK_989d2d87524669b2e82ffd752a8" FOREIGN KEY ("finalVideoAssetId") REFERENCES "video_asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "comment" ADD CONSTRAINT "FK_5647592d2e1159953d7ad5d17bf" FOREIGN KEY ("episodeId") REFERENCES "episode"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "comment" ADD CONSTRAINT "FK_db5719181fa56208a3415ac4ac4" FOREIGN KEY ("videoAssetId") REFERENCES "video_asset"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_db5719181fa56208a3415ac4ac4"`);
        await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_5647592d2e1159953d7ad5d17bf"`);
        await queryRunner.query(`ALTER TABLE "episode" DROP CONSTRAINT "FK_989d2d87524669b2e82ffd752a8"`);
        await queryRunner.query(`ALTER TABLE "video_asset" DROP CONSTRAINT "FK_4a3bfe39d09de6e28840ea003d7"`);
        await queryRunner.query(`DROP TABLE "newsletter_subscriber"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_comment_episode"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_comment_asset"`);
        await queryRunner.query(`DROP TABLE "comment"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_episode_published"`);
        await queryRunner.query(`DROP TABLE "episode"`);
        await queryRunner.query(`DROP TYPE "public"."editing_status"`);
        await queryRunner.query(`DROP TYPE "public"."episode_status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_video_asset_episode"`);
        await queryRunner.query(`DROP TABLE "video_asset"`);
        await queryRunner.query(`DROP TYPE "public"."transcoding_status"`);
        await queryRunner.query(`DROP TYPE "public"."video_asset_type"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_booking_status"`);
        await queryRunner.query(`DROP TABLE "booking"`);
        await queryRunner.query(`DROP TYPE "public"."booking_status"`);
        await queryRunner.query(`DROP TYPE "public"."outreach_status"`);
        await queryRunner.query(`DROP TABLE "email_template"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_automation_run_created"`);
        await queryRunner.query(`DROP TABLE "automation_run"`);
        await queryRunner.query(`DROP TYPE "public"."automation_run_status"`);
        await queryRunner.query(`DROP TYPE "public"."automation_action_type"`);
        await queryRunner.query(`DROP TABLE "automation_rule"`);
        await queryRunner.query(`DROP TYPE "public"."trigger_field"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_session_expire"`);
        await queryRunner.query(`DROP TABLE "session"`);
        await queryRunner.query(`DROP TABLE "admin_user"`);
    }

}
