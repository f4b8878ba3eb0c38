import crypto from 'node:crypto';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
export const PIECE_SIZE = 50;
/** How many characters the click image shows, and how many of them are asked for. */
const CLICK_DRAWN = 5;
const CLICK_ASKED = 3;
const GLYPH_SIZE = 30;

/** Everyday characters whose shapes read well at 30 px in a sans-serif CJK face. */
const CHARACTERS =
  '职称评审申报专家单位资料材料证书岗位工作学历业绩奖励培训公示通过答辩投票会议系列级别' +
  '高中初正副教授研究技术经济工程医师会计农业卫生教育新闻出版翻译档案科学实验管理服务';

export interface Point {
  x: number;
  y: number;
}

export interface SlideImage {
  background: Buffer;
  piece: Buffer;
  /** The piece's top edge in the background, sent to the client so the piece slides on its row. */
  pieceY: number;
  /** The answer: the piece's left edge in the background. */
  x: number;
}

export interface ClickImage {
  image: Buffer;
  /** The characters to click, in order. */
  words: string[];
  /** The answer: each asked character's centre, in the same order. */
  points: Point[];
}

export type Random = () => number;

/** Unpredictable draws in production; a seeded stream (tests only) lets a browser test solve the image. */
export function randomSource(seed?: string): Random {
  if (!seed) return () => crypto.randomInt(0, 2 ** 32) / 2 ** 32;
  let state = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

const CJK_FAMILY = /CJK SC|CJK JP|CJK|Hei|Song|WenQuanYi|Droid Sans Fallback/i;

/** The first installed family that can draw Chinese (Debian: fonts-noto-cjk), or null. */
export function cjkFontFamily(): string | null {
  const families = GlobalFonts.families.map((f) => f.family);
  return families.find((f) => /Noto Sans CJK/.test(f)) ?? families.find((f) => CJK_FAMILY.test(f)) ?? null;
}

/** A busy, colourful background so neither the hole nor the characters stand out by colour alone. */
function paintBackground(g: SKRSContext2D, rnd: Random): void {
  const hue = between(rnd, 0, 359);
  const gradient = g.createLinearGradient(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  gradient.addColorStop(0, `hsl(${hue}, 55%, 62%)`);
  gradient.addColorStop(1, `hsl(${(hue + 140) % 360}, 55%, 48%)`);
  g.fillStyle = gradient;
  g.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < 18; i++) {
    g.beginPath();
    g.fillStyle = `hsla(${between(rnd, 0, 359)}, 60%, ${between(rnd, 35, 75)}%, 0.45)`;
    g.arc(
      between(rnd, 0, CAPTCHA_WIDTH),
      between(rnd, 0, CAPTCHA_HEIGHT),
      between(rnd, 8, 40),
      0,
      Math.PI * 2,
    );
    g.fill();
  }
  for (let i = 0; i < 8; i++) {
    g.beginPath();
    g.strokeStyle = `hsla(${between(rnd, 0, 359)}, 50%, 30%, 0.5)`;
    g.lineWidth = between(rnd, 1, 3);
    g.moveTo(between(rnd, 0, CAPTCHA_WIDTH), between(rnd, 0, CAPTCHA_HEIGHT));
    g.bezierCurveTo(
      between(rnd, 0, CAPTCHA_WIDTH),
      between(rnd, 0, CAPTCHA_HEIGHT),
      between(rnd, 0, CAPTCHA_WIDTH),
      between(rnd, 0, CAPTCHA_HEIGHT),
      between(rnd, 0, CAPTCHA_WIDTH),
      between(rnd, 0, CAPTCHA_HEIGHT),
    );
    g.stroke();
  }
}

/** A jigsaw piece: a square with a knob on the top and on the right. */
function piecePath(g: SKRSContext2D, x: number, y: number): void {
  const s = PIECE_SIZE - 10;
  const r = 6;
  const top = y + 10;
  g.beginPath();
  g.moveTo(x, top);
  g.lineTo(x + s / 2 - r, top);
  g.arc(x + s / 2, top, r, Math.PI, 0, false);
  g.lineTo(x + s, top);
  g.lineTo(x + s, top + s / 2 - r);
  g.arc(x + s, top + s / 2, r, -Math.PI / 2, Math.PI / 2, false);
  g.lineTo(x + s, top + s);
  g.lineTo(x, top + s);
  g.closePath();
}

export function drawSlide(rnd: Random): SlideImage {
  const x = between(rnd, PIECE_SIZE + 20, CAPTCHA_WIDTH - PIECE_SIZE - 10);
  const pieceY = between(rnd, 5, CAPTCHA_HEIGHT - PIECE_SIZE - 5);
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const g = canvas.getContext('2d');
  paintBackground(g, rnd);

  const piece = createCanvas(PIECE_SIZE, CAPTCHA_HEIGHT);
  const p = piece.getContext('2d');
  piecePath(p, 0, pieceY);
  p.save();
  p.clip();
  p.drawImage(canvas, -x, 0);
  p.restore();
  piecePath(p, 0, pieceY);
  p.strokeStyle = 'rgba(255,255,255,0.9)';
  p.lineWidth = 2;
  p.stroke();

  piecePath(g, x, pieceY);
  g.fillStyle = 'rgba(0,0,0,0.5)';
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.8)';
  g.lineWidth = 1.5;
  g.stroke();

  const cropped = createCanvas(PIECE_SIZE, PIECE_SIZE);
  cropped.getContext('2d').drawImage(piece, 0, -pieceY);
  return { background: canvas.toBuffer('image/png'), piece: cropped.toBuffer('image/png'), pieceY, x };
}

/** Spots far enough apart that no two characters overlap. */
function spots(rnd: Random, count: number): Point[] {
  const margin = GLYPH_SIZE / 2 + 4;
  const found: Point[] = [];
  for (let tries = 0; found.length < count && tries < 500; tries++) {
    const p = {
      x: between(rnd, margin, CAPTCHA_WIDTH - margin),
      y: between(rnd, margin, CAPTCHA_HEIGHT - margin),
    };
    if (found.every((q) => Math.hypot(p.x - q.x, p.y - q.y) > GLYPH_SIZE * 1.5)) found.push(p);
  }
  return found;
}

export function drawClick(rnd: Random, family: string): ClickImage {
  const chars: string[] = [];
  while (chars.length < CLICK_DRAWN) {
    const c = CHARACTERS[between(rnd, 0, CHARACTERS.length - 1)]!;
    if (!chars.includes(c)) chars.push(c);
  }
  const at = spots(rnd, CLICK_DRAWN);
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const g = canvas.getContext('2d');
  paintBackground(g, rnd);
  g.font = `bold ${GLYPH_SIZE}px "${family}"`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  chars.forEach((c, i) => {
    const p = at[i]!;
    g.save();
    g.translate(p.x, p.y);
    g.rotate(((between(rnd, -40, 40) || 1) * Math.PI) / 180);
    g.fillStyle = `hsl(${between(rnd, 0, 359)}, 70%, ${between(rnd, 15, 30)}%)`;
    g.strokeStyle = 'rgba(255,255,255,0.85)';
    g.lineWidth = 3;
    g.strokeText(c, 0, 0);
    g.fillText(c, 0, 0);
    g.restore();
  });
  if (at.length < CLICK_DRAWN) throw new Error('captcha: no room for the characters');
  const order = [...chars.keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = between(rnd, 0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const asked = order.slice(0, CLICK_ASKED);
  return {
    image: canvas.toBuffer('image/png'),
    words: asked.map((i) => chars[i]!),
    points: asked.map((i) => at[i]!),
  };
}
