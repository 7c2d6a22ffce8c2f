import type { Canvas } from './canvas.ts';
import { darken, hex, lighten, type Rgb, shaded } from './colors.ts';
import { between, type DishPainter, herbs, leaf, pick, plate, type Random, scatter } from './painting.ts';

/** An uneven golden blob: overlapping ellipses, with darker crumbs over it. */
function crumbed(canvas: Canvas, random: Random, x: number, y: number, size: number, color: Rgb) {
  canvas.ellipse(x, y, size, size * 0.7, shaded(color, x, y, size, 0.3), -0.3);
  for (let lobe = 0; lobe < 4; lobe++) {
    const angle = random() * Math.PI * 2;
    const lx = x + Math.cos(angle) * size * 0.45;
    const ly = y + Math.sin(angle) * size * 0.3;
    canvas.circle(lx, ly, size * 0.5, shaded(color, x, y, size, 0.3));
  }
  for (const [cx, cy] of scatter(random, 40, x, y, size * 0.75, 0.008)) {
    canvas.circle(cx, cy, 0.005, pick(random, [darken(color, 0.25), lighten(color, 0.25)]), 0.8);
  }
}

function potatoes(canvas: Canvas, random: Random, x: number, y: number) {
  for (const [px, py] of scatter(random, 4, x, y, 0.06, 0.055)) {
    canvas.ellipse(px, py, 0.045, 0.036, shaded(hex('#f1dc93'), px, py, 0.045, 0.25), random() * 3);
  }
  herbs(canvas, random, x, y, 0.08, 14);
}

function shreds(canvas: Canvas, random: Random, x: number, y: number, colors: string[]) {
  for (const [sx, sy] of scatter(random, 40, x, y, 0.08, 0.012)) {
    const angle = random() * Math.PI;
    const dx = Math.cos(angle) * 0.03;
    const dy = Math.sin(angle) * 0.03;
    canvas.capsule(sx - dx, sy - dy, sx + dx, sy + dy, 0.006, hex(pick(random, colors)));
  }
}

const mains: Record<string, DishPainter> = {
  schabowy: (canvas, random) => {
    crumbed(canvas, random, 0.44, 0.42, 0.17, hex('#d99a45'));
    potatoes(canvas, random, 0.62, 0.64);
    shreds(canvas, random, 0.36, 0.66, ['#f2efd8', '#dfe8b8', '#e98a3c']);
    canvas.circle(0.56, 0.34, 0.04, hex('#f5e05a'));
    canvas.circle(0.56, 0.34, 0.034, hex('#fbf1a0'));
  },
  golabki: (canvas, random) => {
    canvas.circle(0.5, 0.5, 0.26, shaded(hex('#c8412a'), 0.5, 0.5, 0.26, 0.15), 0.95);
    for (const [x, y, angle] of [
      [0.42, 0.45, 0.5],
      [0.58, 0.55, 0.5],
    ]) {
      canvas.ellipse(x, y, 0.13, 0.08, shaded(hex('#d6df9e'), x, y, 0.13, 0.3), angle);
      for (let vein = -1; vein <= 1; vein++) {
        canvas.ellipse(x + vein * 0.04, y + vein * 0.02, 0.006, 0.06, hex('#b9c57a'), angle, 0.7);
      }
    }
    herbs(canvas, random, 0.5, 0.5, 0.2, 20);
  },
  bigos: (canvas, random) => {
    canvas.circle(0.48, 0.5, 0.2, shaded(hex('#8e6a3a'), 0.48, 0.5, 0.2, 0.2));
    shreds(canvas, random, 0.48, 0.5, ['#a98c4a', '#7a5a2e', '#c0a060']);
    for (const [x, y] of scatter(random, 7, 0.48, 0.5, 0.14, 0.05)) {
      canvas.circle(x, y, 0.026, hex('#7a2e22'));
      canvas.circle(x, y, 0.021, hex('#b8604a'));
    }
    canvas.roundRect(0.66, 0.56, 0.82, 0.7, 0.03, shaded(hex('#a8672e'), 0.74, 0.63, 0.08, 0.2));
    canvas.roundRect(0.675, 0.575, 0.805, 0.685, 0.025, hex('#ead2a0'));
  },
  placki: (canvas, random) => {
    for (const [x, y] of [
      [0.4, 0.42],
      [0.6, 0.45],
      [0.48, 0.62],
    ]) {
      canvas.circle(x, y, 0.14, hex('#b9782c'));
      canvas.circle(x, y, 0.125, shaded(hex('#dca24a'), x, y, 0.13, 0.35));
      for (const [cx, cy] of scatter(random, 12, x, y, 0.1, 0.02))
        canvas.circle(cx, cy, 0.01, hex('#b9782c'), 0.6);
    }
    canvas.circle(0.5, 0.48, 0.06, shaded(hex('#fbf7ee'), 0.5, 0.48, 0.06, 0.2));
    herbs(canvas, random, 0.5, 0.48, 0.05, 6);
  },
  kaczka: (canvas, random) => {
    canvas.ellipse(0.44, 0.45, 0.17, 0.12, shaded(hex('#9c5426'), 0.44, 0.45, 0.17, 0.35), 0.4);
    canvas.capsule(0.56, 0.55, 0.66, 0.64, 0.02, hex('#efe3c8'));
    for (const [x, y] of [
      [0.66, 0.36],
      [0.34, 0.66],
    ]) {
      canvas.circle(x, y, 0.07, shaded(hex('#c9a34a'), x, y, 0.07, 0.3));
      canvas.circle(x, y, 0.05, hex('#f1dca0'));
    }
    canvas.circle(0.62, 0.68, 0.07, shaded(hex('#7a1f45'), 0.62, 0.68, 0.07, 0.3));
    herbs(canvas, random, 0.62, 0.68, 0.05, 6);
  },
  pstrag: (canvas, random) => {
    const skin = shaded(hex('#b7b2a5'), 0.45, 0.5, 0.2, 0.3);
    canvas.ellipse(0.45, 0.5, 0.22, 0.08, skin, -0.2);
    canvas.polygon(
      [
        [0.64, 0.45],
        [0.78, 0.36],
        [0.76, 0.56],
      ],
      hex('#9e988a'),
    );
    canvas.ellipse(0.45, 0.49, 0.16, 0.02, hex('#e9a27c'), -0.2, 0.6);
    canvas.circle(0.29, 0.52, 0.012, hex('#2b2a28'));
    canvas.circle(0.38, 0.66, 0.06, hex('#f3d33c'));
    canvas.circle(0.38, 0.66, 0.052, hex('#fbeb8a'));
    potatoes(canvas, random, 0.6, 0.66);
  },
  caprese: (canvas, random) => {
    for (let index = 0; index < 8; index++) {
      const angle = (index / 8) * Math.PI * 2;
      const x = 0.5 + Math.cos(angle) * 0.18;
      const y = 0.5 + Math.sin(angle) * 0.18;
      const isTomato = index % 2 === 0;
      canvas.circle(x, y, 0.075, shaded(hex(isTomato ? '#d8392b' : '#fbf9f2'), x, y, 0.075, 0.2));
      if (isTomato) canvas.circle(x, y, 0.05, hex('#e8675a'), 0.6);
    }
    for (let index = 0; index < 5; index++) {
      leaf(canvas, between(random, 0.4, 0.6), between(random, 0.4, 0.6), 0.04, random() * 3, hex('#3d8b37'));
    }
    for (const [x, y] of scatter(random, 14, 0.5, 0.5, 0.28, 0.03))
      canvas.circle(x, y, 0.006, hex('#3a1f1a'), 0.7);
  },
  nalesniki: (canvas, random) => {
    for (const y of [0.42, 0.58]) {
      canvas.capsule(0.3, y, 0.7, y, 0.07, shaded(hex('#eac078'), 0.5, y, 0.2, 0.3));
      for (const [x, sy] of scatter(random, 10, 0.5, y, 0.06, 0.03))
        canvas.circle(x, sy, 0.01, hex('#c58a3a'), 0.5);
    }
    for (const [x, y] of scatter(random, 7, 0.5, 0.5, 0.2, 0.05)) canvas.circle(x, y, 0.025, hex('#b21f3a'));
    for (const [x, y] of scatter(random, 60, 0.5, 0.5, 0.25, 0.01))
      canvas.circle(x, y, 0.004, hex('#ffffff'), 0.8);
  },
};

export const plated =
  (variant: string): DishPainter =>
  (canvas, random) => {
    plate(canvas);
    mains[variant](canvas, random);
  };
