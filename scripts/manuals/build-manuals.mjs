/**
 * Builds the operation manuals (操作手册) of every role from the running console: starts the built server on a
 * fresh database, signs in as each role's demo user through the login page, takes screenshots of the screens
 * that role uses, and renders scripts/manuals/content/<role>.mjs to apps/server/assets/manuals/<role>.pdf and,
 * for the console's 操作手册 page, to <role>.json with the screenshots it uses in <role>/.
 *
 *   npm run build && npm run manuals               all five manuals
 *   npm run manuals -- staff office                 only these roles
 *   npm run manuals -- --html                       also keep the HTML and screenshots in $TMPDIR/zcps-manuals/
 *
 * See scripts/manuals/README.md for when to re-run it.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { captureRole } from './lib/capture.mjs';
import { startServer } from './lib/server.mjs';
import { makeContext, renderManual } from './lib/render.mjs';
import { writeWebManual } from './lib/web.mjs';
import { faqChapter, introChapter, loginChapter, profileChapter, uiChapter } from './content/common.mjs';
import * as staff from './content/staff.mjs';
import * as company from './content/company.mjs';
import * as office from './content/office.mjs';
import * as reviewer from './content/reviewer.mjs';
import * as admin from './content/admin.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'apps/server/assets/manuals');
const DEBUG_DIR = path.join(os.tmpdir(), 'zcps-manuals');
const ROLES = { staff, company, office, reviewer, admin };

const args = process.argv.slice(2);
const keepHtml = args.includes('--html');
const wanted = args.filter((a) => !a.startsWith('--'));
for (const key of wanted)
  if (!ROLES[key]) throw new Error(`unknown role ${key}; one of ${Object.keys(ROLES)}`);
const roleKeys = wanted.length ? wanted : Object.keys(ROLES);

function ensureBuilt() {
  const server = path.join(ROOT, 'apps/server/dist/main.js');
  const web = path.join(ROOT, 'apps/web/dist/index.html');
  if (fs.existsSync(server) && fs.existsSync(web)) return;
  console.log('dist missing: running npm run build');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

function version() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout
  }
  return commit ? `${pkg.version}（${commit}）` : pkg.version;
}

function today() {
  const d = new Date();
  return `${d.getFullYear()} 年 ${d.getMonth() + 1} 月 ${d.getDate()} 日`;
}

async function main() {
  ensureBuilt();
  const server = await startServer(ROOT);
  process.once('SIGINT', () => void server.stop().then(() => process.exit(130)));
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const summary = [];
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    for (const key of roleKeys) {
      const mod = ROLES[key];
      const started = Date.now();
      console.log(`[${key}] signing in as ${mod.role.user.userName} and taking screenshots`);
      const capture = await captureRole(browser, server.baseUrl, mod.role);
      const ctx = makeContext(mod.role, capture);
      const manual = {
        role: mod.role,
        title: `职称评审管理系统操作手册（${mod.role.label}版）`,
        version: version(),
        date: today(),
        chapters: [
          introChapter(ctx),
          loginChapter(ctx),
          uiChapter(ctx),
          ...mod.tasks(ctx),
          profileChapter(ctx),
          faqChapter(ctx, mod.faq),
        ],
      };
      const { pdf, pages, html } = await renderManual(browser, manual);
      const file = path.join(OUT_DIR, `${key}.pdf`);
      fs.writeFileSync(file, pdf);
      // The console's 操作手册 page shows the same text: <role>.json and the screenshots it uses.
      const web = writeWebManual(OUT_DIR, key, manual, capture.shots);
      if (keepHtml) {
        const dir = path.join(DEBUG_DIR, key);
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, 'manual.html'), html);
        for (const [name, s] of capture.shots) fs.writeFileSync(path.join(dir, `${name}.jpg`), s.buf);
      }
      const built = ctx.pages.filter((pg) => pg.state === 'real').length;
      summary.push({
        role: key,
        pages,
        sizeKb: Math.round(pdf.length / 1024),
        webImagesKb: Math.round(web.bytes / 1024),
        screenshots: capture.shots.size,
        menuPages: `${built}/${ctx.pages.length} built`,
        seconds: Math.round((Date.now() - started) / 1000),
      });
      console.log(
        `[${key}] ${path.relative(ROOT, file)}: ${pages} pages, ${Math.round(pdf.length / 1024)} KB`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.table(summary);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
