import { darken, hex, shaded } from './colors.ts';
import {
  between,
  board,
  type DishPainter,
  type Garnish,
  halfMoon,
  leaf,
  pick,
  scatter,
  strew,
} from './painting.ts';

const toppings: Record<string, Garnish> = {
  pepperoni: (canvas, random, x, y) => {
    canvas.circle(x, y, 0.042, shaded(hex('#b8322a'), x, y, 0.042, 0.3));
    for (let dot = 0; dot < 3; dot++) {
      canvas.circle(x + (random() - 0.5) * 0.05, y + (random() - 0.5) * 0.05, 0.006, hex('#8e2219'), 0.7);
    }
  },
  basil: (canvas, random, x, y) => leaf(canvas, x, y, 0.035, random() * Math.PI, hex('#3d8b37')),
  mushroom: (canvas, random, x, y) => {
    const angle = random() * Math.PI * 2;
    canvas.capsule(x, y, x - Math.sin(angle) * 0.035, y + Math.cos(angle) * 0.035, 0.013, hex('#a57c52'));
    canvas.capsule(x, y, x - Math.sin(angle) * 0.03, y + Math.cos(angle) * 0.03, 0.009, hex('#e4cfa8'));
    halfMoon(canvas, x, y, 0.042, angle, hex('#a57c52'));
    halfMoon(canvas, x, y, 0.036, angle, hex('#ecdcbf'));
  },
  ham: (canvas, random, x, y) => {
    canvas.ellipse(x, y, 0.045, 0.03, shaded(hex('#e79b96'), x, y, 0.045, 0.2), random() * Math.PI);
  },
  olive: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.018, hex('#2b2a28'));
    canvas.circle(x, y, 0.007, hex('#7a6e55'));
  },
  pepper: (canvas, random, x, y) => {
    const color = pick(random, ['#d8322a', '#3b9a3b', '#f1b92b'].map(hex));
    const angle = random() * Math.PI;
    canvas.capsule(x, y, x + Math.cos(angle) * 0.05, y + Math.sin(angle) * 0.05, 0.011, color);
  },
  pineapple: (canvas, random, x, y) => {
    const w = 0.022 + random() * 0.008;
    canvas.roundRect(x - w, y - 0.02, x + w, y + 0.02, 0.006, shaded(hex('#f5d34e'), x, y, 0.03, 0.25));
  },
  spinach: (canvas, random, x, y) => leaf(canvas, x, y, 0.03, random() * Math.PI, hex('#2f6b2a')),
  feta: (canvas, random, x, y) => {
    const w = 0.016 + random() * 0.01;
    canvas.roundRect(x - w, y - w, x + w, y + w, 0.005, shaded(hex('#fbf8f0'), x, y, w, 0.2));
  },
  chili: (canvas, random, x, y) => {
    canvas.circle(x, y, 0.014, hex('#e0301e'));
    canvas.circle(x + (random() - 0.5) * 0.01, y, 0.005, hex('#f7e6b0'));
  },
  gorgonzola: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.03, shaded(hex('#f3ecd4'), x, y, 0.03, 0.2));
    canvas.circle(x + 0.008, y - 0.006, 0.006, hex('#7f8f8a'), 0.7);
  },
  tomato: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.036, shaded(hex('#d83a2c'), x, y, 0.036, 0.25));
    canvas.circle(x, y, 0.024, hex('#e8675a'), 0.6);
  },
};

/** Pizza variants: sauce colour and the toppings strewn over it. */
const pizzas: Record<string, { sauce: string; items: string }> = {
  margherita: {
    sauce: '#c9372c',
    items: 'tomato 5, basil 7',
  },
  pepperoni: { sauce: '#c9372c', items: 'pepperoni 11' },
  capricciosa: {
    sauce: '#c9372c',
    items: 'ham 6, mushroom 6, olive 5',
  },
  formaggi: {
    sauce: '#f1e2b8',
    items: 'gorgonzola 9, basil 2',
  },
  hawaiian: {
    sauce: '#c9372c',
    items: 'ham 7, pineapple 9',
  },
  diavola: {
    sauce: '#bf2b22',
    items: 'pepperoni 8, chili 9',
  },
  funghi: { sauce: '#c9372c', items: 'mushroom 12' },
  ortolana: {
    sauce: '#c9372c',
    items: 'pepper 10, olive 4, mushroom 3',
  },
  spinaci: {
    sauce: '#f1e2b8',
    items: 'spinach 9, feta 8',
  },
  caprese: {
    sauce: '#c9372c',
    items: 'tomato 7, feta 5, basil 6',
  },
};

export const pizza =
  (variant: string): DishPainter =>
  (canvas, random) => {
    const recipe = pizzas[variant];
    board(canvas);
    canvas.circle(0.5, 0.5, 0.4, shaded(hex('#dc9a4f'), 0.5, 0.5, 0.4, 0.3));
    canvas.circle(0.5, 0.5, 0.345, shaded(hex(recipe.sauce), 0.5, 0.5, 0.345, 0.15));
    // Melted cheese over most of it, the sauce showing through in patches, a few browned spots.
    canvas.circle(0.5, 0.5, 0.32, shaded(hex('#f5d683'), 0.5, 0.5, 0.32, 0.15), 0.92);
    for (const [x, y] of scatter(random, 9, 0.5, 0.5, 0.28, 0.09)) {
      canvas.ellipse(
        x,
        y,
        between(random, 0.03, 0.05),
        0.025,
        hex(recipe.sauce),
        random() * Math.PI,
        0.55,
        0.01,
      );
    }
    for (const [x, y] of scatter(random, 12, 0.5, 0.5, 0.3, 0.05)) {
      canvas.circle(x, y, between(random, 0.008, 0.016), hex('#d69543'), 0.45, 0.005);
    }
    strew(canvas, random, recipe.items, toppings, 0.29);
    for (let cut = 0; cut < 4; cut++) {
      const angle = (cut * Math.PI) / 4 + 0.2;
      const dx = Math.cos(angle) * 0.39;
      const dy = Math.sin(angle) * 0.39;
      canvas.capsule(0.5 - dx, 0.5 - dy, 0.5 + dx, 0.5 + dy, 0.003, darken(hex(recipe.sauce), 0.4), 0.35);
    }
  };
