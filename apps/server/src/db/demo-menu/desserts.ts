import type { Canvas } from './canvas.ts';
import { hex, shaded } from './colors.ts';
import { type DishPainter, leaf, pick, plate, type Random, scatter, sector } from './painting.ts';

function berries(canvas: Canvas, random: Random, x: number, y: number, color = '#c2213a') {
  for (const [bx, by] of scatter(random, 3, x, y, 0.04, 0.035)) {
    canvas.circle(bx, by, 0.024, shaded(hex(color), bx, by, 0.024, 0.4));
  }
  leaf(canvas, x + 0.04, y - 0.04, 0.03, -0.8, hex('#4c9a3c'));
}

function wedge(canvas: Canvas, random: Random, crust: string, top: string, crumble: boolean) {
  sector(canvas, 0.3, 0.52, 0.42, -0.42, 0.42, shaded(hex(crust), 0.55, 0.52, 0.3, 0.2));
  sector(canvas, 0.3, 0.52, 0.37, -0.4, 0.4, shaded(hex(top), 0.5, 0.52, 0.25, 0.25));
  const dots = crumble ? ['#b97a33', '#e8bc6c', '#f5e3b0'] : ['#e6c77a'];
  for (const [x, y] of scatter(random, crumble ? 50 : 12, 0.52, 0.52, 0.1, 0.012)) {
    canvas.circle(x, y, crumble ? 0.009 : 0.006, hex(pick(random, dots)), 0.8);
  }
}

const desserts: Record<string, DishPainter> = {
  brulee: (canvas, random) => {
    canvas.circle(0.5, 0.5, 0.27, shaded(hex('#fbfaf6'), 0.5, 0.5, 0.27, 0.15));
    for (let ridge = 0.22; ridge < 0.27; ridge += 0.015)
      canvas.ring(0.5, 0.5, ridge, 0.003, hex('#dedad0'), 0.6);
    canvas.circle(0.5, 0.5, 0.21, shaded(hex('#dc9a36'), 0.5, 0.5, 0.21, 0.2));
    for (const [x, y] of scatter(random, 14, 0.5, 0.5, 0.18, 0.03)) {
      canvas.ellipse(x, y, 0.025, 0.016, hex('#9c5a1b'), random() * 3, 0.45);
    }
    berries(canvas, random, 0.62, 0.38);
  },
  sernik: (canvas, random) => {
    wedge(canvas, random, '#c98b45', '#f6e3a8', false);
    berries(canvas, random, 0.72, 0.7, '#3c3b78');
  },
  szarlotka: (canvas, random) => {
    wedge(canvas, random, '#b8783a', '#dcae64', true);
    canvas.circle(0.74, 0.72, 0.07, shaded(hex('#f8f0d8'), 0.74, 0.72, 0.07, 0.25));
  },
  tiramisu: (canvas, random) => {
    canvas.roundRect(0.3, 0.3, 0.7, 0.7, 0.03, shaded(hex('#6e4528'), 0.5, 0.5, 0.25, 0.25));
    for (const [x, y] of scatter(random, 70, 0.5, 0.5, 0.2, 0.01))
      canvas.circle(x, y, 0.006, hex('#4a2c18'), 0.6);
    for (const [x, y] of [
      [0.72, 0.3],
      [0.76, 0.36],
    ]) {
      canvas.ellipse(x, y, 0.022, 0.015, hex('#3b2212'), 0.6);
      canvas.ellipse(x, y, 0.016, 0.002, hex('#1e1109'), 0.6);
    }
    leaf(canvas, 0.38, 0.36, 0.04, 0.6, hex('#4c9a3c'));
  },
  paczki: (canvas, random) => {
    for (const [x, y] of [
      [0.4, 0.44],
      [0.6, 0.58],
    ]) {
      canvas.circle(x, y, 0.16, shaded(hex('#c98234'), x, y, 0.16, 0.45));
      canvas.circle(x - 0.04, y - 0.04, 0.05, hex('#f0c27a'), 0.35, 0.04);
      // Icing drizzled across, in a zigzag.
      for (let stroke = 0; stroke < 4; stroke++) {
        const from = y - 0.1 + stroke * 0.06;
        canvas.capsule(x - 0.11, from, x + 0.11, from + 0.04, 0.012, hex('#fbf6ec'), 0.9);
      }
      for (const [px, py] of scatter(random, 6, x, y, 0.1, 0.03)) {
        canvas.roundRect(px - 0.01, py - 0.006, px + 0.01, py + 0.006, 0.003, hex('#e8742a'));
      }
    }
  },
  lody: (canvas) => {
    for (const [x, y, color] of [
      [0.4, 0.42, '#f6e7b8'],
      [0.6, 0.44, '#f1a0a8'],
      [0.5, 0.6, '#7a4a2e'],
    ] as const) {
      canvas.circle(x, y, 0.13, shaded(hex(color), x, y, 0.13, 0.3));
    }
    canvas.capsule(0.62, 0.62, 0.8, 0.78, 0.025, shaded(hex('#d9a45a'), 0.7, 0.7, 0.1, 0.3));
    leaf(canvas, 0.5, 0.4, 0.035, 0.4, hex('#4c9a3c'));
  },
};

export const dessert =
  (variant: string): DishPainter =>
  (canvas, random) => {
    plate(canvas);
    desserts[variant](canvas, random);
  };
