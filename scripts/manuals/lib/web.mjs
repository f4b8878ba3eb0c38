import fs from 'node:fs';
import path from 'node:path';

/** How the console's 操作手册 page refers to a screenshot; the server swaps it for the image itself. */
export const IMAGE_PREFIX = 'manual-image:';

/**
 * The manual as the console's 操作手册 page shows it: the same chapters and sections as the PDF (same numbers,
 * same figure numbers), each section's HTML on its own, the screenshots as JPEG files beside it instead of
 * data URIs. Writes `<outDir>/<role>.json` and `<outDir>/<role>/<shot>.jpg` (only the shots the text uses).
 */
export function webManual(manual, shots) {
  const byUri = new Map(
    [...shots].map(([name, s]) => [`data:image/jpeg;base64,${s.buf.toString('base64')}`, name]),
  );
  const used = new Set();
  const swap = (html) =>
    html.replace(/data:image\/jpeg;base64,[A-Za-z0-9+/=]+/g, (uri) => {
      const name = byUri.get(uri);
      if (!name) throw new Error('a figure embeds an image that is not one of the screenshots');
      used.add(name);
      return `${IMAGE_PREFIX}${name}.jpg`;
    });
  const chapters = manual.chapters.map((ch, i) => {
    const n = i + 1;
    let fig = 0;
    // Figures are numbered per chapter in reading order (intro, then sections), as in the PDF.
    const html = (s) => swap((s ?? '').replace(/%%FIG%%/g, () => `${n}-${++fig}`));
    return {
      id: `ch-${n}`,
      number: String(n),
      title: ch.title,
      html: html(ch.intro),
      sections: ch.sections.map((s, j) => ({
        id: `s-${n}-${j + 1}`,
        number: `${n}.${j + 1}`,
        title: s.title,
        html: html(s.html),
      })),
    };
  });
  const doc = {
    role: manual.role.key,
    title: manual.title,
    version: manual.version,
    date: manual.date,
    chapters,
  };
  const images = [...used].map((name) => ({ file: `${name}.jpg`, buf: shots.get(name).buf }));
  return { doc, images };
}

export function writeWebManual(outDir, key, manual, shots) {
  const { doc, images } = webManual(manual, shots);
  const dir = path.join(outDir, key);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const img of images) fs.writeFileSync(path.join(dir, img.file), img.buf);
  fs.writeFileSync(path.join(outDir, `${key}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  return { images: images.length, bytes: images.reduce((sum, i) => sum + i.buf.length, 0) };
}
