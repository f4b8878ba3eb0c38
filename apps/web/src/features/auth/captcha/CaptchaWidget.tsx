import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaVo } from '@zcps/contracts';
import { fetchCaptcha, verifyCaptcha, type CaptchaAnswer, type CaptchaPass } from '../api';
import './captcha.css';

const WIDTH = 310;
const PIECE = 50;
const HANDLE = 40;
/** How long a failure stays on screen before a fresh image replaces it. */
const FAIL_MS = 900;

type Phase = 'loading' | 'ready' | 'checking' | 'success' | 'fail' | 'error';

interface Point {
  x: number;
  y: number;
}

export interface CaptchaWidgetProps {
  /** The captcha the page already fetched to learn whether one is needed; used for the first image. */
  initial?: CaptchaVo;
  onPass: (pass: CaptchaPass) => void;
}

/**
 * Slide puzzle or click-the-characters captcha (spec §2). It ends in success (the parent receives a single-use
 * ticket) or fail (a fresh image follows); the refresh button draws another at any time.
 */
export function CaptchaWidget({ initial, onPass }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const [vo, setVo] = useState<CaptchaVo | undefined>(initial?.uuid ? initial : undefined);
  const [phase, setPhase] = useState<Phase>(initial?.uuid ? 'ready' : 'loading');
  const [offset, setOffset] = useState(0);
  const [marks, setMarks] = useState<Point[]>([]);
  const drag = useRef<{ startX: number } | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setPhase('loading');
    setOffset(0);
    setMarks([]);
    try {
      const { data } = await fetchCaptcha();
      if (!alive.current) return;
      setVo(data);
      setPhase('ready');
    } catch {
      if (alive.current) setPhase('error');
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (!initial?.uuid) void load();
    return () => {
      alive.current = false;
    };
  }, [initial, load]);

  const check = async (answer: Omit<CaptchaAnswer, 'uuid'>) => {
    if (!vo?.uuid) return;
    setPhase('checking');
    try {
      const { data } = await verifyCaptcha({ uuid: vo.uuid, ...answer });
      if (!alive.current) return;
      setPhase('success');
      onPass({ uuid: vo.uuid, ticket: data.ticket });
    } catch {
      if (!alive.current) return;
      setPhase('fail');
      setTimeout(() => void (alive.current && load()), FAIL_MS);
    }
  };

  const onDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (phase !== 'ready') return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX - offset };
  };
  const onMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setOffset(Math.max(0, Math.min(WIDTH - PIECE, e.clientX - drag.current.startX)));
  };
  const onUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void check({ x: Math.round(offset) });
  };

  const onStageClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (vo?.type !== 'click' || phase !== 'ready') return;
    const box = e.currentTarget.getBoundingClientRect();
    const scale = box.width ? WIDTH / box.width : 1;
    const point = {
      x: Math.round((e.clientX - box.left) * scale),
      y: Math.round((e.clientY - box.top) * scale),
    };
    const next = [...marks, point];
    setMarks(next);
    if (next.length === (vo.words?.length ?? 0)) void check({ points: next });
  };

  const state = phase === 'success' ? 'is-success' : phase === 'fail' ? 'is-fail' : '';
  const isSlide = vo?.type !== 'click';
  return (
    <div
      className={`zcps-captcha ${state}`}
      data-testid="captcha"
      data-type={vo?.type ?? ''}
      data-phase={phase}
    >
      <div
        className="zcps-captcha-stage"
        onClick={onStageClick}
        data-testid="captcha-stage"
        style={{ cursor: isSlide ? 'default' : 'pointer' }}
      >
        {vo?.img && phase !== 'loading' ? (
          <>
            <img
              className="zcps-captcha-bg"
              src={`data:image/png;base64,${vo.img}`}
              alt={t('captcha.imageAlt')}
              draggable={false}
              data-testid="captcha-image"
              data-uuid={vo.uuid ?? ''}
            />
            {isSlide && vo.piece && (
              <img
                className="zcps-captcha-piece"
                src={`data:image/png;base64,${vo.piece}`}
                alt=""
                draggable={false}
                style={{ top: vo.pieceY ?? 0, transform: `translateX(${offset}px)` }}
              />
            )}
            {marks.map((m, i) => (
              <span key={i} className="zcps-captcha-mark" style={{ left: m.x, top: m.y }}>
                {i + 1}
              </span>
            ))}
          </>
        ) : (
          <div className="zcps-captcha-status" style={{ lineHeight: '130px' }}>
            {phase === 'error' ? t('captcha.loadFailed') : t('common.loading')}
          </div>
        )}
        <button
          type="button"
          className="zcps-captcha-refresh"
          onClick={(e) => {
            e.stopPropagation();
            void load();
          }}
          title={t('captcha.refresh')}
          aria-label={t('captcha.refresh')}
          data-testid="captcha-refresh"
        >
          ⟳
        </button>
      </div>
      {isSlide ? (
        <div className="zcps-captcha-track" data-testid="captcha-track">
          <div className="zcps-captcha-fill" style={{ width: offset + HANDLE / 2 }} />
          <span>
            {phase === 'fail'
              ? t('captcha.fail')
              : phase === 'success'
                ? t('captcha.success')
                : t('captcha.slideHint')}
          </span>
          <button
            type="button"
            className="zcps-captcha-handle"
            style={{ transform: `translateX(${offset}px)` }}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            aria-label={t('captcha.slideHint')}
            data-testid="captcha-handle"
          >
            ➜
          </button>
        </div>
      ) : (
        <div className="zcps-captcha-prompt" data-testid="captcha-prompt">
          {t('captcha.clickHint')}
          {vo?.words?.map((w) => (
            <b key={w}>{w}</b>
          ))}
          <div className={`zcps-captcha-status ${state}`}>
            {phase === 'fail' ? t('captcha.fail') : phase === 'success' ? t('captcha.success') : '\u00a0'}
          </div>
        </div>
      )}
    </div>
  );
}
