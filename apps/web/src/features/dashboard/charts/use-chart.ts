import {
  ArcElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type RefObject, useEffect, useRef } from 'react';

// Only what the dashboard draws, so the chunk stays small (no 'chart.js/auto').
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
  DoughnutController,
  ArcElement,
);

/** Colours of the current theme (Mantine's CSS variables), for texts and grid lines on the canvas. */
export function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--mantine-color-text', '#222'),
    dimmed: read('--mantine-color-dimmed', '#666'),
    grid: read('--mantine-color-default-border', '#ddd'),
    primary: read('--mantine-primary-color-filled', '#228be6'),
    body: read('--mantine-color-body', '#fff'),
  };
}

/** A Chart.js chart on the canvas, rebuilt when the configuration changes and destroyed on unmount. */
export function useChart(canvas: RefObject<HTMLCanvasElement | null>, config: ChartConfiguration) {
  const chart = useRef<Chart | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    chart.current?.destroy();
    const isCalm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    chart.current = new Chart(canvas.current, {
      ...config,
      options: { ...config.options, animation: isCalm ? false : { duration: 400 } },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [canvas, config]);
}
