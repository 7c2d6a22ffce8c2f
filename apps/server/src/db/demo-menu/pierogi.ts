import type { Canvas } from './canvas.ts';
import { darken, hex, lighten, type Rgb, shaded } from './colors.ts';
import { type DishPainter, halfMoon, herbs, pick, plate, type Random, scatter } from './painting.ts';

/** Pierogi variants: dough colour (boiled or fried), what is spooned over them. */
const pierogiKinds: Record<string, { dough: string; topping: 'onion' | 'cream' | 'berries' | 'bacon' }> = {
  ruskie: { dough: '#f3e2b6', topping: 'onion' },
  meat: { dough: '#e9c27c', topping: 'bacon' },
  cabbage: { dough: '#f0dcaa', topping: 'onion' },
  blueberry: { dough: '#f6ead0', topping: 'berries' },
  spinach: { dough: '#dfe3b0', topping: 'cream' },
  uszka: { dough: '#efdcae', topping: 'onion' },
};

export const pierogi =
  (variant: string): DishPainter =>
  (canvas, random) => {
    const kind = pierogiKinds[variant];
    const dough = hex(kind.dough);
    plate(canvas);
    // Overlapping rows, like pierogi spooned onto a plate: each is a half-moon whose flat edge is up.
    const small = variant === 'uszka';
    const r = small ? 0.075 : 0.12;
    const rows = small ? [0.34, 0.46, 0.58] : [0.37, 0.53];
    const columns = small ? [0.36, 0.5, 0.64] : [0.33, 0.5, 0.67];
    for (const [row, top] of rows.entries()) {
      for (const column of columns) {
        const x = column + (row % 2) * 0.04 + (random() - 0.5) * 0.02;
        const y = top + (random() - 0.5) * 0.02;
        const turn = (random() - 0.5) * 0.6;
        halfMoon(canvas, x + 0.008, y + 0.012, r, turn, [60, 40, 20], 0.18);
        halfMoon(canvas, x, y, r, turn, shaded(dough, x, y, r, 0.25));
        for (let crimp = 0; crimp <= 8; crimp++) {
          const along = turn + (crimp / 8) * Math.PI;
          const cx = x + Math.cos(along) * r * 0.9;
          const cy = y + Math.sin(along) * r * 0.9;
          canvas.circle(cx, cy, r * 0.1, darken(dough, 0.1), 0.7);
        }
        if (variant === 'meat') canvas.circle(x + 0.02, y + 0.05, 0.025, hex('#b87a3a'), 0.35);
      }
    }
    addPierogiTopping(canvas, random, kind.topping);
  };

function addPierogiTopping(canvas: Canvas, random: Random, topping: string) {
  if (topping === 'cream' || topping === 'berries') {
    canvas.circle(0.5, 0.5, 0.07, shaded(hex('#fbf7ee'), 0.5, 0.5, 0.07, 0.2));
  }
  const bits: Record<string, Rgb[]> = {
    onion: ['#b8772e', '#9a5a1f', '#d59a4a'].map(hex),
    bacon: ['#8e3b26', '#b5553a', '#f0d6b8'].map(hex),
    berries: ['#3c3b78', '#4d4a8e', '#2e2c5e'].map(hex),
    cream: [],
  };
  for (const [x, y] of scatter(random, 22, 0.5, 0.5, 0.2, 0.02)) {
    const color = bits[topping].length ? pick(random, bits[topping]) : undefined;
    if (color && topping === 'berries') canvas.circle(x, y, 0.014, shaded(color, x, y, 0.014, 0.4));
    else if (color) canvas.ellipse(x, y, 0.014, 0.007, color, random() * Math.PI);
  }
  herbs(canvas, random, 0.5, 0.5, 0.3, topping === 'berries' ? 0 : 16);
  if (topping === 'berries') canvas.circle(0.5, 0.5, 0.045, lighten(hex('#7b3f8f'), 0.2), 0.5);
}
