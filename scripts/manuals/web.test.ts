import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manualContentSchema } from '@zcps/contracts';
import { webManual, writeWebManual } from './lib/web.mjs';

const shot = (bytes: number[]) => ({ buf: Buffer.from(bytes), width: 10, height: 10 });
const shots = new Map([
  ['login', shot([0xff, 0xd8, 1])],
  ['home', shot([0xff, 0xd8, 2])],
  ['unused', shot([0xff, 0xd8, 3])],
]);
const img = (name: string) => `<img src="data:image/jpeg;base64,${shots.get(name)!.buf.toString('base64')}">`;
const manual = {
  role: { key: 'staff' },
  title: '职称评审管理系统操作手册（申报人版）',
  version: '0.1.0（abc123）',
  date: '2026 年 11 月 27 日',
  chapters: [
    { title: '系统简介', intro: '<p>引言</p>', sections: [{ title: '概述', html: '<p>无图</p>' }] },
    {
      title: '登录与退出',
      intro: `<figure>${img('login')}<figcaption>图 %%FIG%% 登录页</figcaption></figure>`,
      sections: [
        { title: '首页', html: `<figure>${img('home')}<figcaption>图 %%FIG%% 首页</figcaption></figure>` },
        { title: '再登录', html: `${img('login')}<span>图 %%FIG%%</span>` },
      ],
    },
  ],
};

describe('the manual for the console page', () => {
  it('keeps the PDF’s numbers and swaps each screenshot for a file reference', () => {
    const { doc, images } = webManual(manual, shots);
    manualContentSchema.parse(doc);
    expect(doc.role).toBe('staff');
    expect(doc.chapters.map((c: { id: string; number: string }) => [c.id, c.number])).toEqual([
      ['ch-1', '1'],
      ['ch-2', '2'],
    ]);
    const ch2 = doc.chapters[1];
    expect(ch2.sections.map((s: { id: string; number: string }) => `${s.id} ${s.number}`)).toEqual([
      's-2-1 2.1',
      's-2-2 2.2',
    ]);
    expect(ch2.html).toBe(
      '<figure><img src="manual-image:login.jpg"><figcaption>图 2-1 登录页</figcaption></figure>',
    );
    expect(ch2.sections[0].html).toContain('图 2-2 首页');
    expect(ch2.sections[1].html).toBe('<img src="manual-image:login.jpg"><span>图 2-3</span>');
    expect(JSON.stringify(doc)).not.toContain('base64');
    expect(images.map((i: { file: string }) => i.file).sort()).toEqual(['home.jpg', 'login.jpg']);
  });

  it('refuses a figure whose image is not a screenshot of the run', () => {
    const odd = {
      ...manual,
      chapters: [{ title: 'x', sections: [{ title: 'y', html: '<img src="data:image/jpeg;base64,AAAA">' }] }],
    };
    expect(() => webManual(odd, shots)).toThrow(/not one of the screenshots/);
  });

  it('writes <role>.json and only the screenshots it uses, replacing an older set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-manual-'));
    try {
      fs.mkdirSync(path.join(dir, 'staff'));
      fs.writeFileSync(path.join(dir, 'staff', 'stale.jpg'), 'old');
      const out = writeWebManual(dir, 'staff', manual, shots);
      expect(out).toEqual({ images: 2, bytes: 6 });
      expect(fs.readdirSync(path.join(dir, 'staff')).sort()).toEqual(['home.jpg', 'login.jpg']);
      const doc = JSON.parse(fs.readFileSync(path.join(dir, 'staff.json'), 'utf8'));
      expect(doc.title).toBe(manual.title);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
