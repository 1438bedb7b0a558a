import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface UPlotSeries {
  label: string;
  values: (number | null)[];
  color: string;
  scale?: 'count' | 'percent' | 'money';
}

interface Props {
  days: string[];
  series: UPlotSeries[];
  locale: string;
  /** The legend's name of the x axis. */
  dayLabel: string;
  height?: number;
}

const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
const AXIS = {
  stroke: '#5e5468',
  grid: { stroke: '#eee8f3', width: 1 },
  ticks: { stroke: '#e6e0ec', width: 1 },
};

function options(props: Props, width: number): uPlot.Options {
  const date = new Intl.DateTimeFormat(props.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(props.locale, { maximumFractionDigits: 2 });
  const hasPercent = props.series.some((s) => s.scale === 'percent');
  return {
    width,
    height: props.height ?? 220,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
      ...(hasPercent ? { percent: { range: [0, 100] as [number, number] } } : {}),
    },
    axes: [
      { ...AXIS, values: (_u, ticks) => ticks.map((t) => date.format(t * 1000)) },
      {
        ...AXIS,
        size: 48,
        // counts step by whole numbers; money may show cents
        ...(props.series.some((s) => s.scale === 'money') ? {} : { incrs: WHOLE_STEPS }),
        values: (_u, ticks) => ticks.map((t) => number.format(t)),
      },
      ...(hasPercent
        ? [
            {
              ...AXIS,
              scale: 'percent',
              side: 1,
              grid: { show: false },
              values: (_u: uPlot, ticks: number[]) => ticks.map((t) => `${t} %`),
            },
          ]
        : []),
    ],
    series: [
      { label: props.dayLabel, value: (_u, t) => (t == null ? '' : date.format(t * 1000)) },
      ...props.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        fill: s.scale === 'percent' ? undefined : `${s.color}1a`,
        scale: s.scale === 'percent' ? 'percent' : 'y',
        points: { show: props.days.length <= 31 },
        value: (_u: uPlot, v: number | null) =>
          v == null ? '—' : s.scale === 'percent' ? `${number.format(v)} %` : number.format(v),
      })),
    ],
  };
}

function data(props: Props): uPlot.AlignedData {
  return [
    props.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
    ...props.series.map((s) => s.values),
  ];
}

/** One uPlot chart on a canvas, as wide as its container (redrawn on resize and new data). */
export default function UPlotChart(props: Props) {
  const host = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is rebuilt when its props change
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(options(props, element.clientWidth || 300), data(props), element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: props.height ?? 220 }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [props.days, props.series, props.locale, props.dayLabel, props.height]);

  return <div ref={host} style={{ width: '100%', overflow: 'hidden' }} data-testid="uplot-host" />;
}
