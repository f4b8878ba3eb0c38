import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { titleDicts } from '../../apps/server/src/seed/data/dicts-title.js';
import { tasks as reviewerTasks } from './content/reviewer.mjs';

interface Section {
  title: string;
  html: string;
}
const ctx = { where: (page: string) => page, screen: () => '' };
const section = (title: string) =>
  (reviewerTasks(ctx) as { sections: Section[] }[])
    .flatMap((chapter) => chapter.sections)
    .find((s) => s.title === title)!;
const buttons = (html: string) => [...html.matchAll(/<span class="btn">([^<]*)<\/span>/g)].map((m) => m[1]);

describe('operation manuals', () => {
  it('name the ballot choices as the vote_option dictionary labels them on screen', () => {
    const options = titleDicts.find((d) => d.dictType === 'vote_option')!.data.map((d) => d.label);
    expect(buttons(section('评审组投票').html)).toEqual(options);
    // The screens and the dictionary say 不同意; no manual may call it otherwise.
    const content = path.join(import.meta.dirname, 'content');
    for (const file of fs.readdirSync(content))
      expect(fs.readFileSync(path.join(content, file), 'utf8'), file).not.toContain('反对');
  });
});
