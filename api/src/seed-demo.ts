// `npm run seed:demo`: a demo show a newcomer believes (README, Development). Guests with portraits;
// episodes with their own artwork, a short real video transcoded by the pipeline, chapters and a
// transcript on some; plays and downloads of the last 30 days in the analytics. It runs the whole API
// as an application context (no HTTP server) with the transcode worker inline, and fills in only what
// is missing, so running it twice adds nothing.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { ensureDatabase } from './database/ensure-database';
import { seedDefaultAutomation } from './modules/automation/default-automation.seed';
import { DataSource } from 'typeorm';
import { seedDemo } from './demo/seed-demo';

export { DEMO_EPISODES, DEMO_GUESTS, DEMO_TEXT_TRACKS } from './demo/demo-data';
export { seedDemo, seedDemoRows, type SeedDemoResult } from './demo/seed-demo';

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config.DATABASE_URL);
  // The worker runs in this process, so the demo videos are transcoded even with no server running.
  const app = await NestFactory.createApplicationContext(AppModule.register({ ...config, WORKER: 'inline' }), { logger: ['error', 'warn'] });
  try {
    await seedDefaultAutomation(app.get(DataSource));
    const started = Date.now();
    const result = await seedDemo(app, { log: (line) => process.stdout.write(`${line}\n`) });
    const nothing = Object.values(result).every((count) => count === 0);
    process.stdout.write(
      nothing
        ? 'Demo data: everything was there already; nothing added.\n'
        : `Demo data: ${result.guestsAdded} guest(s) and ${result.episodesAdded} episode(s) added, ${result.videosMade} video(s) transcoded, in ${Math.round((Date.now() - started) / 1000)} s (existing ones kept).\n`,
    );
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
