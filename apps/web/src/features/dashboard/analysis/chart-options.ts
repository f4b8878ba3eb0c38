import type { EChartsCoreOption } from 'echarts/core';
import type { DeclarationMonth, SignInShare, WeeklyActive } from '@zcps/contracts';

/** Colours from the antd theme, so the charts follow light and dark mode. */
export interface ChartTheme {
  text: string;
  muted: string;
  split: string;
  primary: string;
  palette: string[];
}

export interface StatusLabel {
  value: string;
  label: string;
}

/** One colour per approval status code: the tag colours repeat (two primaries, two dangers), a chart cannot. */
const STATUS_COLORS: Record<string, string> = {
  '0': '#faad14',
  '1': '#52c41a',
  '2': '#f5222d',
  '3': '#8c8c8c',
  '4': '#1677ff',
  '5': '#eb2f96',
  '6': '#722ed1',
};

function axisStyle(theme: ChartTheme) {
  return {
    axisLine: { lineStyle: { color: theme.split } },
    axisLabel: { color: theme.muted },
    splitLine: { lineStyle: { color: theme.split } },
  };
}

const base = (theme: ChartTheme) => ({
  textStyle: { color: theme.text },
  tooltip: { confine: true },
  animationDuration: 600,
});

/**
 * Stacked bars of the statuses (dictionary order, codes without a label shown as the code) and a line of the
 * month's total on top.
 */
export function monthlyOption(
  months: readonly DeclarationMonth[],
  statuses: readonly StatusLabel[],
  totalLabel: string,
  theme: ChartTheme,
): EChartsCoreOption {
  const present = new Set(months.flatMap((m) => Object.keys(m.byStatus)));
  const known = statuses.filter((s) => present.has(s.value));
  const unknown = [...present]
    .filter((code) => !statuses.some((s) => s.value === code))
    .sort()
    .map((code) => ({ value: code, label: code }));
  const series = [...known, ...unknown].map((status) => ({
    name: status.label,
    type: 'bar',
    stack: 'status',
    barMaxWidth: 36,
    itemStyle: { color: STATUS_COLORS[status.value] ?? theme.muted },
    data: months.map((m) => m.byStatus[status.value] ?? 0),
  }));
  return {
    ...base(theme),
    tooltip: { trigger: 'axis', confine: true, axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, textStyle: { color: theme.text } },
    grid: { left: 40, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: months.map((m) => m.month), ...axisStyle(theme) },
    yAxis: { type: 'value', minInterval: 1, ...axisStyle(theme) },
    series: [
      ...series,
      {
        name: totalLabel,
        type: 'line',
        symbolSize: 6,
        itemStyle: { color: theme.primary },
        data: months.map((m) => m.total),
      },
    ],
  };
}

/** A ring of the shares, names already translated; largest first as the server sends them. */
export function shareOption(
  shares: readonly SignInShare[],
  seriesName: string,
  nameOf: (name: string) => string,
  theme: ChartTheme,
): EChartsCoreOption {
  return {
    ...base(theme),
    color: theme.palette,
    tooltip: { trigger: 'item', confine: true, formatter: '{b}: {c} ({d}%)' },
    legend: { top: 0, type: 'scroll', textStyle: { color: theme.text } },
    series: [
      {
        name: seriesName,
        type: 'pie',
        radius: ['32%', '54%'],
        center: ['50%', '56%'],
        avoidLabelOverlap: true,
        // Two short lines fit beside the ring in a third of the page; one long line was cut off.
        label: { color: theme.text, formatter: '{b}\n{c}', lineHeight: 16 },
        labelLine: { length: 8, length2: 8 },
        data: shares.map((s) => ({ name: nameOf(s.name), value: s.count })),
      },
    ],
  };
}

/** Bars of distinct active users per ISO week, labelled by the week's Monday. */
export function weeklyOption(
  weeks: readonly WeeklyActive[],
  seriesName: string,
  theme: ChartTheme,
): EChartsCoreOption {
  return {
    ...base(theme),
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const week = weeks[params[0]?.dataIndex ?? 0];
        return week ? `${week.week} (${week.weekStart})<br/>${seriesName}: ${week.users}` : '';
      },
    },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: {
      type: 'category',
      data: weeks.map((w) => w.weekStart.slice(5)),
      ...axisStyle(theme),
      // Every week named: eight short dates fit, and a skipped one reads as a missing week.
      axisLabel: { color: theme.muted, interval: 0, fontSize: 11 },
    },
    yAxis: { type: 'value', minInterval: 1, ...axisStyle(theme) },
    series: [
      {
        name: seriesName,
        type: 'bar',
        barMaxWidth: 28,
        itemStyle: { color: theme.primary, borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', color: theme.muted },
        data: weeks.map((w) => w.users),
      },
    ],
  };
}
