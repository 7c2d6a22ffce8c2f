import type { ChartConfiguration } from 'chart.js';
import { useMemo, useRef } from 'react';
import { themeColors, useChart } from './use-chart.ts';

type Props = {
  labels: string[];
  /** Tooltip titles, one per label (the full date). */
  titles: string[];
  values: number[];
  seriesName: string;
  color: string;
  formatValue: (value: number) => string;
  /** What a screen reader hears instead of the picture. */
  summary: string;
};

export function LineChart({ labels, titles, values, seriesName, color, formatValue, summary }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const config = useMemo((): ChartConfiguration<'line'> => {
    const colors = themeColors();
    return {
      type: 'line',
      data: {
        labels,
        datasets: [
          {
            label: seriesName,
            data: values,
            borderColor: color,
            backgroundColor: color.replace(')', ' / 0.16)'),
            fill: true,
            cubicInterpolationMode: 'monotone',
            pointRadius: values.length > 40 ? 0 : 3,
            pointHoverRadius: 5,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            ticks: { color: colors.dimmed, maxRotation: 0, autoSkipPadding: 12 },
            grid: { display: false },
          },
          y: {
            beginAtZero: true,
            ticks: { color: colors.dimmed, callback: (value) => formatValue(Number(value)), precision: 0 },
            grid: { color: colors.grid },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => titles[items[0]?.dataIndex ?? 0] ?? '',
              label: (item) => `${seriesName}: ${formatValue(Number(item.raw))}`,
            },
          },
        },
      },
    };
  }, [labels, titles, values, seriesName, color, formatValue]);
  useChart(canvas, config as ChartConfiguration);
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
