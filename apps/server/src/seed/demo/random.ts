import { idCardCheckChar } from '@zcps/contracts';

/** A seeded generator (mulberry32), so the demo data set is the same on every machine and every start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国志文斌宇浩凯鹏辉玲雪梅海波晨阳欣怡佳琪子涵思远';

export function chineseName(r: Random): string {
  const given = r.chance(0.6) ? r.pick([...GIVEN]) + r.pick([...GIVEN]) : r.pick([...GIVEN]);
  return r.pick([...SURNAMES]) + given;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** A valid GB 11643 number for a birth date; `serial` keeps numbers unique and its parity gives the sex. */
export function idCardOf(birth: string, serial: number, region = '110108'): string {
  const first17 = `${region}${birth.replaceAll('-', '')}${pad(serial % 1000, 3)}`;
  return first17 + idCardCheckChar(first17);
}

export function phoneOf(serial: number): string {
  return `139${pad(serial, 8)}`;
}
