import { useEffect, useRef, useState } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import type * as Charts from './echarts-setup';
import './echart.css';

type Setup = typeof Charts;
let setup: Promise<Setup> | undefined;

/** echarts is fetched on the first chart only, so the login page and other screens never download it. */
export function loadECharts(): Promise<Setup> {
  setup ??= import('./echarts-setup');
  setup.catch(() => (setup = undefined));
  return setup;
}

let drawable: boolean | undefined;

/** Whether this browser gives a 2D canvas (not all do, e.g. with canvas blocked); checked before the download. */
function canDraw(): boolean {
  if (drawable === undefined) {
    try {
      drawable = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      drawable = false;
    }
  }
  return drawable;
}

export interface EChartProps {
  option: EChartsCoreOption;
  height?: number;
  testId?: string;
  /** Read out instead of the canvas, which screen readers cannot see. */
  ariaLabel: string;
}

/** One chart: echarts on a canvas that follows its box's size; `option` replaces the previous one. */
export function EChart({ option, height = 300, testId, ariaLabel }: EChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let instance: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    if (!canDraw()) {
      setFailed(true);
      return;
    }
    loadECharts().then(
      ({ init }) => {
        if (!live || !box.current) return;
        try {
          instance = init(box.current, undefined, { renderer: 'canvas' });
        } catch {
          setFailed(true);
          return;
        }
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(box.current);
        setChart(instance);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, true);
  }, [chart, option]);

  return (
    <div className="zcps-echart" style={{ height }} data-testid={testId} role="img" aria-label={ariaLabel}>
      <div ref={box} className="zcps-echart-canvas" />
      {!chart && !failed && <Skeleton active className="zcps-echart-overlay" />}
      {failed && (
        <Empty
          className="zcps-echart-overlay"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('analysis.chartFailed')}
        />
      )}
    </div>
  );
}
