// README's "What you see": the key screens per role, taken by the browser tests (e2e/screenshots/, written by
// `npm run test:e2e`), scaled to 720 px wide and saved as small JPEGs in docs/screens/. Run after the e2e tests.
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const root = path.resolve(import.meta.dirname, '..');
const from = path.join(root, 'e2e/screenshots');
const to = path.join(root, 'docs/screens');
const WIDTH = 720;

/** docs name ← the browser test's screenshot. */
export const SCREENS = {
  'staff-dossier': 'review-walk-00a-dossier-submitted',
  'staff-eligibility': 'review-walk-02-declaration-eligibility',
  'staff-progress': 'review-walk-12-applicant-progress',
  'company-recommend': 'review-walk-03b-recommend',
  'office-dossier-check': 'review-walk-00b-dossier-pending',
  'office-qualification': 'review-walk-03c-check',
  'office-draw': 'review-walk-04b-draw',
  'office-defense': 'review-walk-05b-defense-session',
  'office-quorum': 'review-walk-09a-committee-quorum-short',
  'office-paper-ballot': 'review-walk-09b-paper-ballot',
  'office-certificate': 'review-walk-11-certificate',
  'reviewer-dossier': 'review-walk-06a-reviewer-dossier',
  'reviewer-score': 'review-walk-05c-defense-score',
  'admin-users': 'system-user-zh_CN',
};

fs.mkdirSync(to, { recursive: true });
for (const [name, shot] of Object.entries(SCREENS)) {
  const source = path.join(from, `${shot}.png`);
  if (!fs.existsSync(source)) throw new Error(`${shot}.png is missing: run the browser tests first`);
  const image = await loadImage(fs.readFileSync(source));
  const height = Math.round((image.height * WIDTH) / image.width);
  const canvas = createCanvas(WIDTH, height);
  canvas.getContext('2d').drawImage(image, 0, 0, WIDTH, height);
  const jpeg = await canvas.encode('jpeg', 78);
  fs.writeFileSync(path.join(to, `${name}.jpg`), jpeg);
  console.log(`${name}.jpg ${Math.round(jpeg.length / 1024)} KB`);
}
