import crypto from 'node:crypto';
import {
  CaptchaType,
  DEFAULT_TENANT_ID,
  type CaptchaKind,
  type CaptchaTicketVo,
  type CaptchaVerifyBody,
  type CaptchaVo,
} from '@zcps/contracts';
import { ServiceError } from '../../platform/http/errors.js';
import type { Store } from '../../platform/store/index.js';
import type { ConfigService } from '../system/config/config.service.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  cjkFontFamily,
  drawClick,
  drawSlide,
  randomSource,
  type Point,
} from './captcha-image.js';
import type { CaptchaCheck } from './password-login.js';

const ANSWER = 'captcha_codes:';
const PASSED = 'captcha_pass:';
/** Spec and reference: a captcha lives 2 minutes; so does the ticket its solution earns. */
export const CAPTCHA_TTL_SECONDS = 120;
const SLIDE_TOLERANCE = 5;
const CLICK_TOLERANCE = 18;

type Answer = { type: 'slide'; x: number } | { type: 'click'; points: Point[] };

export interface CaptchaOptions {
  /** ZCPS_CAPTCHA_ENABLED; the `sys.account.captchaEnabled` config can turn it off as well. */
  enabled: boolean;
  /** Test configuration only: each image is drawn from `seed:uuid`, so a browser test can redraw it. */
  seed?: string;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

function solves(answer: Answer, body: CaptchaVerifyBody): boolean {
  if (answer.type === 'slide') return body.x !== undefined && Math.abs(body.x - answer.x) <= SLIDE_TOLERANCE;
  const points = body.points ?? [];
  return (
    points.length === answer.points.length &&
    answer.points.every((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y) <= CLICK_TOLERANCE)
  );
}

/**
 * Slide and click-point captchas (spec §2, §4). The answer stays in the store for 2 minutes and is taken on the
 * first check, right or wrong; a right answer earns a single-use ticket that the guarded request (login,
 * registration, sending a code) hands back as `code` with the same `uuid`.
 */
export class CaptchaService implements CaptchaCheck {
  private readonly font = cjkFontFamily();

  constructor(
    private readonly store: Store,
    private readonly config: ConfigService,
    private readonly options: CaptchaOptions,
  ) {}

  get seeded(): boolean {
    return !!this.options.seed;
  }

  /** Platform-wide: the captcha is shown before a tenant is known. */
  async enabled(): Promise<boolean> {
    if (!this.options.enabled) return false;
    return this.config.getBoolean(DEFAULT_TENANT_ID, 'sys.account.captchaEnabled', true);
  }

  /** The configured type; without a CJK font the click captcha cannot be drawn, so the slide stands in. */
  async kind(): Promise<CaptchaKind> {
    const configured = await this.config.get(DEFAULT_TENANT_ID, 'sys.account.captchaType');
    return configured?.trim() === CaptchaType.CLICK && this.font ? CaptchaType.CLICK : CaptchaType.SLIDE;
  }

  async issue(): Promise<CaptchaVo> {
    if (!(await this.enabled())) return { captchaEnabled: false, uuid: null, img: null, type: null };
    const uuid = crypto.randomUUID().replace(/-/g, '');
    const rnd = randomSource(this.options.seed ? `${this.options.seed}:${uuid}` : undefined);
    const size = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT };
    if ((await this.kind()) === CaptchaType.CLICK) {
      const image = drawClick(rnd, this.font!);
      await this.keep(uuid, { type: 'click', points: image.points });
      return {
        captchaEnabled: true,
        uuid,
        type: 'click',
        img: image.image.toString('base64'),
        words: image.words,
        ...size,
      };
    }
    const image = drawSlide(rnd);
    await this.keep(uuid, { type: 'slide', x: image.x });
    return {
      captchaEnabled: true,
      uuid,
      type: 'slide',
      img: image.background.toString('base64'),
      piece: image.piece.toString('base64'),
      pieceY: image.pieceY,
      ...size,
    };
  }

  private async keep(uuid: string, answer: Answer): Promise<void> {
    await this.store.set(ANSWER + uuid, JSON.stringify(answer), CAPTCHA_TTL_SECONDS);
  }

  async verify(body: CaptchaVerifyBody): Promise<CaptchaTicketVo> {
    const stored = await this.store.take(ANSWER + body.uuid);
    if (!stored) throw new ServiceError('auth.captchaExpired');
    if (!solves(JSON.parse(stored) as Answer, body)) throw new ServiceError('auth.captchaWrong');
    const ticket = crypto.randomBytes(24).toString('base64url');
    await this.store.set(PASSED + body.uuid, ticket, CAPTCHA_TTL_SECONDS);
    return { ticket };
  }

  /** The guarded request's check: a ticket of a solved captcha, used once. Passes when the captcha is off. */
  async consume(uuid: string | undefined, code: string | undefined): Promise<void> {
    if (!(await this.enabled())) return;
    if (!uuid || !code) throw new ServiceError('auth.captchaRequired');
    const ticket = await this.store.take(PASSED + uuid);
    if (!ticket) throw new ServiceError('auth.captchaExpired');
    if (!sameText(ticket, code)) throw new ServiceError('auth.captchaWrong');
  }
}
