import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF the papers write back to text, for tests: pdfkit shows text as glyph ids of the embedded font, so
 * each page's content stream is decoded through its fonts' ToUnicode maps. Enough for pdfkit's own output (one
 * xref, Flate streams, hex strings), not a general PDF reader.
 */
export interface PdfRead {
  pages: string[];
  text: string;
  /** Font names embedded as font files (subsets carry a `ABCDEF+` prefix). */
  embeddedFonts: string[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/**
 * Walks the objects in file order. A stream is cut by its /Length, never by searching for `endobj`: compressed
 * font data can hold those bytes by chance, which once cut a font file short.
 */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(raw); m; m = head.exec(raw)) {
    const from = head.lastIndex;
    const endObj = raw.indexOf('endobj', from);
    const streamAt = raw.indexOf('stream', from);
    if (streamAt < 0 || (endObj >= 0 && endObj < streamAt)) {
      out.set(Number(m[1]), { dict: raw.slice(from, endObj), stream: null });
      head.lastIndex = endObj + 6;
      continue;
    }
    const dict = raw.slice(from, streamAt);
    const start = streamAt + (raw[streamAt + 6] === '\r' ? 8 : 7);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    if (!length) throw new Error(`object ${m[1]}: stream without a direct /Length`);
    let data = pdf.subarray(start, start + Number(length[1]));
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    out.set(Number(m[1]), { dict, stream: data });
    head.lastIndex = raw.indexOf('endobj', start + Number(length[1])) + 6;
  }
  return out;
}

const hex = (s: string) => parseInt(s, 16);

function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (h: string) => Buffer.from(h, 'hex').swap16().toString('utf16le');
  for (const block of text.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? [])
    for (const [, src, dst] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(hex(src!), utf16(dst!));
  for (const block of text.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? [])
    for (const [, lo, hi, rest] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const targets = rest!.startsWith('[')
        ? [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]!)
        : null;
      for (let code = hex(lo!); code <= hex(hi!); code++) {
        const i = code - hex(lo!);
        if (targets) map.set(code, utf16(targets[i]!));
        else {
          const base = Buffer.from(rest!.slice(1, -1), 'hex');
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + i, base.length - 2);
          map.set(code, base.swap16().toString('utf16le'));
        }
      }
    }
  return map;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

export function readPdf(pdf: Buffer): PdfRead {
  const all = objects(pdf);
  const pages: string[] = [];
  const embeddedFonts: string[] = [];
  for (const obj of all.values()) {
    const name = /\/FontFile2\s+\d+ 0 R/.test(obj.dict) ? /\/FontName\s*\/([^\s/>]+)/.exec(obj.dict) : null;
    if (name) embeddedFonts.push(name[1]!);
  }
  const cmapOfFont = new Map<number, Map<number, string>>();
  const fontMap = (id: number) => {
    let map = cmapOfFont.get(id);
    if (!map) {
      const toUnicode = ref(all.get(id)?.dict ?? '', 'ToUnicode');
      const stream = toUnicode === null ? null : all.get(toUnicode)?.stream;
      map = stream ? cmapOf(stream.toString('latin1')) : new Map();
      cmapOfFont.set(id, map);
    }
    return map;
  };
  const pageObjects = [...all.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict));
  for (const page of pageObjects) {
    const resources = ref(page.dict, 'Resources');
    const resDict = resources === null ? page.dict : (all.get(resources)?.dict ?? '');
    const fonts = new Map<string, number>();
    const fontBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(resDict)?.[1] ?? '';
    for (const [, key, id] of fontBlock.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) fonts.set(key!, Number(id));
    const contents = ref(page.dict, 'Contents');
    const content = contents === null ? '' : (all.get(contents)?.stream?.toString('latin1') ?? '');
    let map = new Map<number, string>();
    let text = '';
    const ops = /\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g;
    for (let m = ops.exec(content); m; m = ops.exec(content)) {
      if (m[1]) map = fontMap(fonts.get(m[1]) ?? -1);
      else if (m[0] === 'ET') text += '\n';
      else {
        const strings = m[2] ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!) : [m[3]!];
        for (const s of strings)
          for (let i = 0; i + 4 <= s.length; i += 4) text += map.get(hex(s.slice(i, i + 4))) ?? '\uFFFD';
      }
    }
    pages.push(text);
  }
  return { pages, text: pages.join('\f'), embeddedFonts };
}
