import { chromium } from 'playwright';
import fs from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto('http://127.0.0.1:8581/login');
await page.waitForFunction(() => document.querySelector('.zcps-tenant-stand input')?.value);
await page.waitForLoadState('networkidle');
await page.mouse.move(1, 1);
const stand = page.locator('.zcps-tenant-stand');
const clip = await stand.boundingBox();
const a = await page.screenshot({ clip });
await stand.click();
await page.waitForSelector('.ant-select-dropdown:visible');
await page.keyboard.press('Escape');
await page.waitForTimeout(600);
await page.getByTestId('login-username').focus();
await page.mouse.move(1, 1);
await page.waitForTimeout(600);
const b = await page.screenshot({ clip });
fs.writeFileSync('/tmp/lb/a.png', a); fs.writeFileSync('/tmp/lb/b.png', b);
const diff = await page.evaluate(async ({ first, second }) => {
  const pixels = async (png) => { const image = new Image(); image.src = `data:image/png;base64,${png}`; await image.decode(); const c = new OffscreenCanvas(image.width, image.height); const x = c.getContext('2d'); x.drawImage(image, 0, 0); return [x.getImageData(0, 0, image.width, image.height).data, image.width]; };
  const [[x, w], [y]] = [await pixels(first), await pixels(second)];
  const out = []; for (let i = 0; i < x.length; i += 4) { const d = Math.max(Math.abs(x[i]-y[i]), Math.abs(x[i+1]-y[i+1]), Math.abs(x[i+2]-y[i+2])); if (d > 8) out.push([(i/4)%w, Math.floor(i/4/w), d]); }
  return out;
}, { first: a.toString('base64'), second: b.toString('base64') });
console.log(diff.length, JSON.stringify(diff.slice(0, 40)));
await browser.close();
