import fsp from 'node:fs/promises';
import path from 'node:path';
import { manualContentSchema, type ManualContent, type ManualRole } from '@zcps/contracts';

/** How a section of `<role>.json` refers to a screenshot in `<role>/` (scripts/manuals/lib/web.mjs). */
const IMAGE_REF = /manual-image:([A-Za-z0-9_-]{1,80}\.jpg)/g;

interface Cached {
  mtimeMs: number;
  content: ManualContent;
}

/**
 * The manuals as the console's 操作手册 page shows them: `<dir>/<role>.json`, written by the manual build next to
 * the PDF, with its screenshots from `<dir>/<role>/` inlined as data URIs (the page's images then need no
 * second, authenticated request). Read once per file version.
 */
export class ManualContents {
  private readonly cache = new Map<ManualRole, Cached>();

  constructor(private readonly dir: string) {}

  /** The role's manual, or null when the build wrote none (or it cannot be read). */
  async read(role: ManualRole): Promise<ManualContent | null> {
    const file = path.join(this.dir, `${role}.json`);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat) return null;
    const hit = this.cache.get(role);
    if (hit?.mtimeMs === stat.mtimeMs) return hit.content;
    const parsed = manualContentSchema.safeParse(
      JSON.parse(await fsp.readFile(file, 'utf8').catch(() => 'null')),
    );
    if (!parsed.success || parsed.data.role !== role) return null;
    const images = new Map<string, string>();
    const inline = async (html: string) => {
      for (const [, name] of html.matchAll(IMAGE_REF)) {
        if (images.has(name!)) continue;
        const buf = await fsp.readFile(path.join(this.dir, role, name!)).catch(() => null);
        // A missing screenshot leaves an empty image rather than a broken reference.
        images.set(name!, buf ? `data:image/jpeg;base64,${buf.toString('base64')}` : '');
      }
      return html.replace(IMAGE_REF, (_, name: string) => images.get(name) ?? '');
    };
    const chapters = [];
    for (const ch of parsed.data.chapters) {
      const sections = [];
      for (const s of ch.sections) sections.push({ ...s, html: await inline(s.html) });
      chapters.push({ ...ch, html: await inline(ch.html), sections });
    }
    const content = { ...parsed.data, chapters };
    this.cache.set(role, { mtimeMs: stat.mtimeMs, content });
    return content;
  }
}
