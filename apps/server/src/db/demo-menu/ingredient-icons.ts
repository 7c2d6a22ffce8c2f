import type { Canvas } from './canvas.ts';
import { darken, hex, isPale, lighten, type Rgb, shaded } from './colors.ts';
import { halfMoon, leaf, type Random, scatter } from './painting.ts';

/** The shapes an ingredient can take; its colour comes from the ingredient itself. */
export type IconShape =
  | 'ball'
  | 'round'
  | 'leaf'
  | 'wedge'
  | 'slice'
  | 'egg'
  | 'mushroom'
  | 'bulb'
  | 'meat'
  | 'drumstick'
  | 'fish'
  | 'strips'
  | 'dollop'
  | 'berries'
  | 'sprig';

const icons: Record<IconShape, (canvas: Canvas, random: Random, color: Rgb) => void> = {
  ball: (canvas, _random, color) => {
    canvas.ellipse(0.5, 0.52, 0.32, 0.28, shaded(color, 0.5, 0.52, 0.32, 0.35), -0.3);
    canvas.ellipse(0.4, 0.42, 0.08, 0.045, lighten(color, 0.6), -0.6, 0.5);
  },
  round: (canvas, _random, color) => {
    canvas.circle(0.5, 0.53, 0.3, shaded(color, 0.5, 0.53, 0.3, 0.4));
    for (let sepal = 0; sepal < 5; sepal++) {
      const angle = (sepal / 5) * Math.PI * 2;
      canvas.ellipse(
        0.5 + Math.cos(angle) * 0.05,
        0.25 + Math.sin(angle) * 0.03,
        0.05,
        0.018,
        hex('#3f8a34'),
        angle,
      );
    }
    canvas.ellipse(0.4, 0.42, 0.07, 0.04, lighten(color, 0.6), -0.6, 0.5);
  },
  leaf: (canvas, _random, color) => leaf(canvas, 0.5, 0.5, 0.34, -0.7, color),
  wedge: (canvas, random, color) => {
    canvas.polygon(
      [
        [0.18, 0.62],
        [0.8, 0.34],
        [0.82, 0.7],
        [0.2, 0.74],
      ],
      shaded(color, 0.5, 0.55, 0.35, 0.25),
    );
    canvas.polygon(
      [
        [0.18, 0.62],
        [0.8, 0.34],
        [0.82, 0.4],
        [0.2, 0.64],
      ],
      lighten(color, 0.3),
    );
    for (const [x, y] of scatter(random, 4, 0.58, 0.6, 0.12, 0.08))
      canvas.circle(x, y, 0.03, darken(color, 0.15));
  },
  slice: (canvas, _random, color) => {
    canvas.circle(0.5, 0.5, 0.32, shaded(darken(color, 0.25), 0.5, 0.5, 0.32, 0.25));
    canvas.circle(0.5, 0.5, 0.27, shaded(lighten(color, 0.35), 0.5, 0.5, 0.27, 0.15));
    canvas.circle(0.5, 0.5, 0.08, lighten(color, 0.1), 0.6);
  },
  egg: (canvas, _random, color) => {
    canvas.ellipse(0.5, 0.52, 0.3, 0.24, shaded(hex('#fdfbf6'), 0.5, 0.52, 0.3, 0.15));
    canvas.circle(0.5, 0.52, 0.12, shaded(color, 0.5, 0.52, 0.12, 0.3));
  },
  mushroom: (canvas, _random, color) => {
    canvas.roundRect(0.42, 0.45, 0.58, 0.78, 0.05, shaded(hex('#efe4cf'), 0.5, 0.6, 0.15, 0.2));
    halfMoon(canvas, 0.5, 0.5, 0.3, Math.PI, shaded(color, 0.5, 0.4, 0.3, 0.35));
  },
  bulb: (canvas, _random, color) => {
    canvas.circle(0.5, 0.56, 0.28, shaded(color, 0.5, 0.56, 0.28, 0.35));
    canvas.polygon(
      [
        [0.44, 0.32],
        [0.5, 0.16],
        [0.56, 0.32],
      ],
      darken(color, 0.15),
    );
    for (const offset of [-0.12, 0, 0.12])
      canvas.ellipse(0.5 + offset, 0.58, 0.01, 0.2, darken(color, 0.12), 0, 0.5);
  },
  meat: (canvas, _random, color) => {
    canvas.ellipse(0.5, 0.52, 0.34, 0.24, shaded(color, 0.5, 0.52, 0.34, 0.3), -0.3);
    canvas.ellipse(0.42, 0.5, 0.2, 0.03, lighten(color, 0.6), -0.3, 0.8);
  },
  drumstick: (canvas, _random, color) => {
    canvas.capsule(0.58, 0.58, 0.78, 0.78, 0.04, hex('#f3ead8'));
    canvas.circle(0.8, 0.76, 0.045, hex('#f3ead8'));
    canvas.circle(0.76, 0.8, 0.045, hex('#f3ead8'));
    canvas.ellipse(0.44, 0.44, 0.27, 0.19, shaded(color, 0.44, 0.44, 0.27, 0.35), Math.PI / 4);
  },
  fish: (canvas, _random, color) => {
    canvas.polygon(
      [
        [0.7, 0.5],
        [0.88, 0.34],
        [0.88, 0.66],
      ],
      darken(color, 0.15),
    );
    canvas.ellipse(0.45, 0.5, 0.3, 0.15, shaded(color, 0.45, 0.5, 0.3, 0.3));
    canvas.ellipse(0.45, 0.5, 0.22, 0.025, lighten(color, 0.4), 0, 0.7);
    canvas.circle(0.25, 0.47, 0.025, hex('#2b2a28'));
  },
  strips: (canvas, _random, color) => {
    for (const offset of [-0.16, 0, 0.16]) {
      for (let x = 0.2; x <= 0.8; x += 0.05) {
        const y = 0.5 + offset + Math.sin(x * 18) * 0.025;
        canvas.circle(x, y, 0.055, color);
        canvas.circle(x, y - 0.01, 0.018, lighten(color, 0.6), 0.8);
      }
    }
  },
  dollop: (canvas, _random, color) => {
    canvas.ellipse(0.5, 0.62, 0.32, 0.16, shaded(color, 0.5, 0.6, 0.32, 0.2));
    canvas.circle(0.5, 0.48, 0.18, shaded(color, 0.5, 0.48, 0.18, 0.25));
    canvas.circle(0.52, 0.33, 0.07, shaded(color, 0.52, 0.33, 0.07, 0.25));
  },
  berries: (canvas, random, color) => {
    for (const [x, y] of scatter(random, 7, 0.5, 0.52, 0.22, 0.13))
      canvas.circle(x, y, 0.1, shaded(color, x, y, 0.1, 0.4));
  },
  sprig: (canvas, random, color) => {
    canvas.capsule(0.5, 0.82, 0.5, 0.2, 0.015, darken(color, 0.2));
    for (let step = 0; step < 5; step++) {
      const y = 0.28 + step * 0.11;
      leaf(canvas, 0.4, y, 0.1 + random() * 0.02, 0.5, color);
      leaf(canvas, 0.6, y, 0.1 + random() * 0.02, -0.5 + Math.PI, color);
    }
  },
};

/** An ingredient on its own, on a soft disc of its colour. */
/** A pale ingredient (cream, flour, garlic) sits on a darker ground, or it would not show. */
export const groundOf = (color: Rgb) => (isPale(color) ? darken(color, 0.16) : lighten(color, 0.8));

/** An ingredient on a disc of its ground colour, or straight on the canvas when `onDisc` is false. */
export function ingredientIcon(canvas: Canvas, random: Random, shape: IconShape, color: Rgb, onDisc = true) {
  if (onDisc) canvas.circle(0.5, 0.5, 0.46, groundOf(color));
  icons[shape](canvas, random, color);
}
