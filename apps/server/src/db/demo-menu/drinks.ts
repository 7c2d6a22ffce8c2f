import type { Canvas } from './canvas.ts';
import { darken, hex, lighten, type Rgb, shaded, vertical } from './colors.ts';
import { type DishPainter, plate, type Random, scatter } from './painting.ts';

/** Hot drinks, seen from above: surface colour, foam and what lies on it. */
const cups: Record<
  string,
  { surface: string; foam?: string; extra?: 'heart' | 'lemon' | 'marshmallow' | 'orange' }
> = {
  espresso: { surface: '#3b2314', foam: '#a86d38' },
  cappuccino: { surface: '#8a5a35', foam: '#ead6b6', extra: 'heart' },
  latte: { surface: '#b27d4e', foam: '#f2e4cc', extra: 'heart' },
  tea: { surface: '#a8521c', extra: 'lemon' },
  chocolate: { surface: '#5a321f', extra: 'marshmallow' },
  grzaniec: { surface: '#6a1626', extra: 'orange' },
};

export const cup =
  (variant: string): DishPainter =>
  (canvas, random) => {
    const recipe = cups[variant];
    const size = variant === 'espresso' ? 0.7 : 1;
    canvas.within((1 - size) / 2, (1 - size) / 2, size, () => {
      plate(canvas, 0.4);
      canvas.circle(0.52, 0.54, 0.27, [40, 30, 20], 0.25, 0.04);
      canvas.capsule(0.7, 0.56, 0.84, 0.62, 0.04, shaded(hex('#f5f3ee'), 0.77, 0.59, 0.08, 0.2));
      canvas.circle(0.5, 0.5, 0.26, shaded(hex('#fbfaf7'), 0.5, 0.5, 0.26, 0.15));
      const surface = hex(recipe.surface);
      canvas.circle(0.5, 0.5, 0.22, shaded(surface, 0.5, 0.5, 0.22, -0.25));
      if (recipe.foam) canvas.ring(0.5, 0.5, 0.19, 0.05, hex(recipe.foam), variant === 'espresso' ? 0.6 : 1);
      drawCupExtra(canvas, random, recipe.extra, recipe.foam ? hex(recipe.foam) : surface);
    });
  };

function drawCupExtra(canvas: Canvas, random: Random, extra: string | undefined, foam: Rgb) {
  if (extra === 'heart') {
    canvas.circle(0.47, 0.47, 0.055, foam);
    canvas.circle(0.53, 0.47, 0.055, foam);
    canvas.polygon(
      [
        [0.42, 0.49],
        [0.58, 0.49],
        [0.5, 0.6],
      ],
      foam,
    );
  } else if (extra === 'lemon' || extra === 'orange') {
    const peel = hex(extra === 'lemon' ? '#f2d23c' : '#f08a24');
    canvas.circle(0.55, 0.46, 0.08, peel);
    canvas.circle(0.55, 0.46, 0.07, lighten(peel, 0.45));
    for (let cut = 0; cut < 4; cut++) {
      const angle = (cut * Math.PI) / 4;
      const dx = Math.cos(angle) * 0.065;
      const dy = Math.sin(angle) * 0.065;
      canvas.capsule(0.55 - dx, 0.46 - dy, 0.55 + dx, 0.46 + dy, 0.004, lighten(peel, 0.8));
    }
    // Cloves beside the orange slice.
    if (extra === 'orange') {
      for (const [x, y] of scatter(random, 4, 0.44, 0.58, 0.05, 0.03))
        canvas.circle(x, y, 0.012, hex('#3b2212'));
    }
  } else if (extra === 'marshmallow') {
    for (const [x, y] of scatter(random, 6, 0.5, 0.5, 0.13, 0.06)) {
      canvas.roundRect(
        x - 0.03,
        y - 0.03,
        x + 0.03,
        y + 0.03,
        0.012,
        shaded(hex('#fbf4f0'), x, y, 0.03, 0.2),
      );
    }
  }
}

/** Cold drinks, in a glass seen from the side: liquid colour and what floats in it. */
const glasses: Record<string, { liquid: string; fruit?: string; ice?: boolean; foam?: boolean }> = {
  kompot: { liquid: '#c8455a', fruit: '#b81f35' },
  lemoniada: { liquid: '#f4e58c', fruit: '#f2d23c', ice: true },
  juice: { liquid: '#f39c1f', fruit: '#f08a24' },
  water: { liquid: '#d8eef6', ice: true },
  cola: { liquid: '#3b1e12', ice: true, fruit: '#f2d23c' },
  kwas: { liquid: '#8b5a2b', foam: true },
};

export const drink =
  (variant: string): DishPainter =>
  (canvas, random) => {
    const recipe = glasses[variant];
    const liquid = hex(recipe.liquid);
    canvas.ellipse(0.5, 0.88, 0.2, 0.035, [40, 30, 20], 0, 0.25, 0.02);
    canvas.polygon(
      [
        [0.3, 0.14],
        [0.7, 0.14],
        [0.65, 0.88],
        [0.35, 0.88],
      ],
      [255, 255, 255],
      0.45,
    );
    canvas.polygon(
      [
        [0.315, 0.26],
        [0.685, 0.26],
        [0.64, 0.84],
        [0.36, 0.84],
      ],
      vertical(lighten(liquid, 0.15), darken(liquid, 0.15), 0.26, 0.84),
    );
    if (recipe.foam) canvas.roundRect(0.315, 0.2, 0.685, 0.28, 0.02, hex('#efe2c4'));
    if (recipe.ice) {
      for (const [x, y] of [
        [0.42, 0.34],
        [0.56, 0.4],
        [0.46, 0.5],
      ])
        canvas.roundRect(x - 0.06, y - 0.05, x + 0.06, y + 0.05, 0.015, [255, 255, 255], 0.35);
    }
    for (const [x, y] of scatter(random, 9, 0.5, 0.62, 0.12, 0.04))
      canvas.ring(x, y, 0.008, 0.003, [255, 255, 255], 0.5);
    if (recipe.fruit && variant !== 'kompot') {
      canvas.circle(0.68, 0.18, 0.085, hex(recipe.fruit));
      canvas.circle(0.68, 0.18, 0.072, lighten(hex(recipe.fruit), 0.5));
    } else if (recipe.fruit) {
      for (const [x, y] of scatter(random, 4, 0.5, 0.74, 0.08, 0.06))
        canvas.circle(x, y, 0.035, shaded(hex(recipe.fruit), x, y, 0.035, 0.3));
    }
    canvas.capsule(0.37, 0.2, 0.4, 0.8, 0.012, [255, 255, 255], 0.45);
    if (variant !== 'water' && variant !== 'kwas')
      canvas.capsule(0.56, 0.5, 0.63, 0.06, 0.014, hex('#e8f0f0'));
  };
