import type { AppConfig } from '../../config.js';
import { buildApp } from '../../app.js';
import type { Database } from '../../platform/db/database.js';
import { playDemoStory, type StoryOutcome } from './demo-story.js';

/**
 * Plays the demo story at start-up, before the console listens: on a short-lived app over the same database
 * that takes sign-ins without a captcha and writes even in demo mode (the story is the system's own seeding,
 * not a visitor), with no scheduler; then closes it, leaving the database open for the real app.
 */
export async function playStoryAtStart(config: AppConfig, database: Database): Promise<StoryOutcome | null> {
  const built = await buildApp(
    { ...config, captchaEnabled: false, demoMode: false },
    { database, scheduler: false, logger: false },
  );
  try {
    await built.app.ready();
    return await playDemoStory(built.app, built.container.keys.publicKeyBase64, built.container.clock);
  } finally {
    await built.close();
  }
}
