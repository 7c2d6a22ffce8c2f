import type { ChartConfiguration } from 'chart.js';
import { useMemo, useRef } from 'react';
import classes from '../dashboard.module.css';
import { themeColors, useChart } from './use-chart.ts';

type Slice = { label: string; value: number; color: string };

type Props = {
  slices: Slice[];
  /** The big figure in the hole, e.g. "62%", and the words under it. */
  centerValue: string;
  centerLabel: string;
  summary: string;
};

/** A donut with an 80 % cut-out and a percent in the centre (spec part 1, Dashboard). */
export function DonutChart({ slices, centerValue, centerLabel, summary }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const config = useMemo((): ChartConfiguration<'doughnut'> => {
    const colors = themeColors();
    return {
      type: 'doughnut',
      data: {
        labels: slices.map((slice) => slice.label),
        datasets: [
          {
            data: slices.map((slice) => slice.value),
            backgroundColor: slices.map((slice) => slice.color),
            borderColor: colors.body,
            borderWidth: 2,
          },
        ],
      },
      options: { responsive: true, maintainAspectRatio: false, cutout: '80%', plugins: { tooltip: {} } },
    };
  }, [slices]);
  useChart(canvas, config as ChartConfiguration);
  return (
    <div className={classes.donut}>
      <canvas ref={canvas} role="img" aria-label={summary} />
      <div className={classes.donutCenter} aria-hidden="true">
        <span className={classes.donutValue}>{centerValue}</span>
        <span className={classes.donutLabel}>{centerLabel}</span>
      </div>
    </div>
  );
}
