import type { Canvas } from './canvas.ts';
import { darken, hex, isPale, length, lighten, type Rgb, shaded, vertical } from './colors.ts';
import { drink } from './drinks.ts';
import { type DishPainter, herbs, type Random, scatter } from './painting.ts';

/** A layer across the burger, seen from the side. */
const layer = (canvas: Canvas, top: number, bottom: number, inset: number, color: Rgb) =>
  canvas.roundRect(
    inset,
    top,
    1 - inset,
    bottom,
    (bottom - top) / 2,
    vertical(lighten(color, 0.15), darken(color, 0.2), top, bottom),
  );

const burgers: Record<
  string,
  { patty: string; extras: ('cheese' | 'bacon' | 'tomato' | 'lettuce' | 'onion')[] }
> = {
  classic: { patty: '#5b3423', extras: ['tomato', 'onion', 'lettuce'] },
  cheese: { patty: '#5b3423', extras: ['cheese', 'tomato', 'lettuce'] },
  bacon: { patty: '#4f2c1e', extras: ['cheese', 'bacon', 'onion', 'lettuce'] },
  chicken: { patty: '#d48f45', extras: ['tomato', 'lettuce'] },
  veggie: { patty: '#8c2f4a', extras: ['cheese', 'lettuce', 'onion'] },
};

export const burger =
  (variant: string): DishPainter =>
  (canvas, random) => {
    const recipe = burgers[variant];
    canvas.ellipse(0.5, 0.86, 0.42, 0.05, [40, 30, 20], 0, 0.25, 0.03);
    layer(canvas, 0.78, 0.86, 0.08, hex('#b98252'));
    layer(canvas, 0.68, 0.79, 0.2, hex('#e2a657'));
    layer(canvas, 0.58, 0.7, 0.17, hex(recipe.patty));
    let top = 0.58;
    for (const extra of recipe.extras) {
      if (extra === 'cheese') {
        canvas.polygon(
          [
            [0.18, top - 0.03],
            [0.82, top - 0.03],
            [0.74, top + 0.05],
            [0.26, top + 0.05],
          ],
          hex('#f5c23a'),
        );
        top -= 0.03;
      } else if (extra === 'lettuce') {
        for (let x = 0.18; x <= 0.82; x += 0.04)
          canvas.circle(x, top - 0.005 + ((x * 37) % 0.02), 0.03, hex('#6fb340'));
        top -= 0.03;
      } else {
        const colors = { bacon: '#b5452f', tomato: '#d8392b', onion: '#efe4f0' };
        layer(canvas, top - 0.035, top + 0.005, 0.2, hex(colors[extra]));
        top -= 0.03;
      }
    }
    const dome = (x: number, y: number) =>
      Math.max((length((x - 0.5) / 0.32, (y - top) / 0.26) - 1) * 0.26, y - top - 0.02);
    canvas.fill(
      dome,
      [0.16, top - 0.28, 0.84, top + 0.03],
      shaded(hex('#dd9a45'), 0.5, top - 0.1, 0.3, 0.35),
    );
    for (const [x, y] of scatter(random, 14, 0.5, top - 0.14, 0.1, 0.035)) {
      canvas.ellipse(x, y, 0.012, 0.006, hex('#f8ecc8'), random() * Math.PI);
    }
  };

function dip(canvas: Canvas, random: Random, x: number, y: number, sauce: Rgb) {
  canvas.circle(x + 0.01, y + 0.015, 0.1, [40, 30, 20], 0.2, 0.02);
  // A white sauce would vanish in a white dish: it gets a dark glazed one.
  const isWhite = isPale(sauce);
  canvas.circle(x, y, 0.1, shaded(hex(isWhite ? '#2f4a6d' : '#f7f5f0'), x, y, 0.1, 0.15));
  canvas.circle(x, y, 0.08, shaded(sauce, x, y, 0.08, -0.2));
  canvas.ellipse(x - 0.025, y - 0.03, 0.025, 0.01, lighten(sauce, 0.6), -0.6, 0.5);
  if (isWhite) herbs(canvas, random, x, y, 0.05, 10);
}

const sides: Record<string, DishPainter> = {
  fries: (canvas, random) => {
    for (let index = 0; index < 16; index++) {
      const x = 0.33 + (index / 15) * 0.34;
      const y = 0.2 + random() * 0.15;
      const lean = (random() - 0.5) * 0.08;
      canvas.capsule(x, y, x + lean, y + 0.35, 0.022, shaded(hex('#f2c14e'), x, y, 0.1, 0.3));
    }
    canvas.polygon(
      [
        [0.27, 0.45],
        [0.73, 0.45],
        [0.66, 0.86],
        [0.34, 0.86],
      ],
      vertical(hex('#d9382b'), hex('#a82219'), 0.45, 0.86),
    );
    canvas.polygon(
      [
        [0.27, 0.45],
        [0.73, 0.45],
        [0.72, 0.5],
        [0.28, 0.5],
      ],
      hex('#f4efe6'),
    );
    dip(canvas, random, 0.82, 0.8, hex('#c8291d'));
  },
  bread: (canvas, random) => {
    canvas.ellipse(0.5, 0.55, 0.4, 0.3, shaded(hex('#a26b35'), 0.5, 0.55, 0.4, 0.3));
    canvas.ellipse(0.5, 0.55, 0.34, 0.24, hex('#f3eee2'));
    for (const [x, y] of [
      [0.38, 0.5],
      [0.52, 0.47],
      [0.64, 0.56],
      [0.45, 0.62],
    ]) {
      canvas.ellipse(x, y, 0.12, 0.09, shaded(hex('#8b5426'), x, y, 0.12, 0.3), random() * 3);
      canvas.ellipse(x, y, 0.1, 0.07, shaded(hex('#e6c892'), x, y, 0.1, 0.2), random() * 3);
    }
  },
  garlic: (canvas, random) => dip(canvas, random, 0.5, 0.5, hex('#f6f2e4')),
  cream: (canvas, random) => dip(canvas, random, 0.5, 0.5, hex('#fbf9f2')),
  ketchup: (canvas, random) => dip(canvas, random, 0.5, 0.5, hex('#c8291d')),
};

/** Sauces in a small dish fill more of the picture. */
export const side =
  (variant: string): DishPainter =>
  (canvas, random) => {
    if (['garlic', 'cream', 'ketchup'].includes(variant))
      canvas.within(-1, -1, 3, () => sides[variant](canvas, random));
    else sides[variant](canvas, random);
  };

/** A set on a tray: the soup, the main and the drink it bundles, each drawn by its own painter. */
export const set =
  (first: DishPainter, main: DishPainter, drinkName: string): DishPainter =>
  (canvas, random) => {
    canvas.roundRect(0.05, 0.12, 0.95, 0.9, 0.05, shaded(hex('#7a4b2a'), 0.5, 0.5, 0.5, 0.2));
    canvas.within(0.05, 0.15, 0.48, () => first(canvas, random));
    canvas.within(0.4, 0.4, 0.52, () => main(canvas, random));
    canvas.within(0.55, 0.05, 0.4, () => drink(drinkName)(canvas, random));
  };
