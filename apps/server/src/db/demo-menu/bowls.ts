import type { Canvas } from './canvas.ts';
import { hex, lighten, type Rgb, shaded } from './colors.ts';
import {
  bowl,
  type DishPainter,
  type Garnish,
  halfMoon,
  herbs,
  leaf,
  pick,
  type Random,
  scatter,
  strew,
} from './painting.ts';

const piece =
  (colors: string[], size: number, round = false): Garnish =>
  (canvas, random, x, y) => {
    const color = hex(pick(random, colors));
    if (round) canvas.circle(x, y, size, shaded(color, x, y, size, 0.3));
    else canvas.roundRect(x - size, y - size, x + size, y + size, size * 0.3, shaded(color, x, y, size, 0.3));
  };

const garnishes: Record<string, Garnish> = {
  egg: (canvas, _random, x, y) => {
    canvas.ellipse(x, y, 0.06, 0.045, shaded(hex('#fbfaf5'), x, y, 0.06, 0.15));
    canvas.circle(x, y, 0.025, shaded(hex('#f4b63c'), x, y, 0.025, 0.3));
  },
  sausage: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.035, hex('#c98f77'));
    canvas.circle(x, y, 0.03, shaded(hex('#edcdb8'), x, y, 0.03, 0.2));
  },
  kielbasa: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.03, hex('#8a3a2a'));
    canvas.circle(x, y, 0.025, hex('#c5715c'));
  },
  uszka: (canvas, random, x, y) =>
    halfMoon(canvas, x, y, 0.04, random() * 6, shaded(hex('#f0ddb0'), x, y, 0.04)),
  noodles: (canvas, random, x, y) => {
    const angle = random() * Math.PI;
    const dx = Math.cos(angle) * 0.05;
    const dy = Math.sin(angle) * 0.05;
    canvas.capsule(x - dx, y - dy, x + dx, y + dy, 0.006, hex('#f7e4a2'), 0.9);
  },
  carrot: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.022, hex('#e9792a'));
    canvas.circle(x, y, 0.01, hex('#f39a4c'));
  },
  cream: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.055, hex('#f6d9c8'), 0.8, 0.02);
    canvas.circle(x, y, 0.035, shaded(hex('#fbf6ea'), x, y, 0.035, 0.2));
  },
  young: (canvas, random, x, y) => {
    canvas.ellipse(x, y, 0.065, 0.05, shaded(hex('#ecd27e'), x, y, 0.065, 0.3), random() * 3);
  },
  crouton: piece(['#d9a352', '#c98d3e'], 0.018),
  cucumber: piece(['#8fb55a', '#a8c878', '#6f9a3d'], 0.013),
  potato: piece(['#f1dfa0', '#e8d08a'], 0.018),
  tomato: (canvas, random, x, y) =>
    halfMoon(canvas, x, y, 0.04, random() * 6, shaded(hex('#d8392b'), x, y, 0.04)),
  feta: piece(['#fbfaf3'], 0.022),
  olive: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.02, hex('#2b2a28'));
    canvas.circle(x, y, 0.007, hex('#6e6350'));
  },
  onion: (canvas, _random, x, y) => canvas.ring(x, y, 0.03, 0.008, hex('#9b4a8c'), 0.9),
  chicken: (canvas, random, x, y) => {
    const angle = random() * Math.PI;
    canvas.ellipse(x, y, 0.05, 0.022, shaded(hex('#dba86a'), x, y, 0.05, 0.3), angle);
  },
  parmesan: (canvas, random, x, y) =>
    canvas.ellipse(x, y, 0.03, 0.01, hex('#f4ecc8'), random() * Math.PI, 0.95),
  cucumberSlice: (canvas, _random, x, y) => {
    canvas.circle(x, y, 0.045, hex('#5e8f35'));
    canvas.circle(x, y, 0.04, shaded(hex('#d7e8b0'), x, y, 0.04, 0.1));
    for (let seed = 0; seed < 3; seed++) canvas.circle(x + (seed - 1) * 0.012, y, 0.005, hex('#b9d08a'));
  },
  peas: piece(['#6da83b', '#7fbf45'], 0.011, true),
  cabbage: (canvas, random, x, y) => {
    const color = hex(pick(random, ['#f3f1dc', '#dfe8b8', '#e98a3c', '#f6f3e0']));
    const angle = random() * Math.PI;
    const dx = Math.cos(angle) * 0.04;
    const dy = Math.sin(angle) * 0.04;
    canvas.capsule(x - dx, y - dy, x + dx, y + dy, 0.007, color);
  },
  butter: piece(['#f7df7a'], 0.02),
};

/** Bowl variants: what fills the bowl, what floats on it and how many, leaves under it, herbs on top. */
const bowls: Record<string, { base: string; items: string; leaves?: boolean; herbs?: number }> = {
  zurek: {
    base: '#e2cfa0',
    items: 'egg 2, sausage 8',
    herbs: 20,
  },
  barszcz: { base: '#98182c', items: 'uszka 6', herbs: 10 },
  rosol: {
    base: '#e7b548',
    items: 'noodles 16, carrot 7',
    herbs: 26,
  },
  pomidorowa: {
    base: '#d8471f',
    items: 'noodles 10, cream 1',
    herbs: 12,
  },
  grochowka: {
    base: '#b3a642',
    items: 'kielbasa 5, crouton 8',
    herbs: 8,
  },
  ogorkowa: {
    base: '#ded6a6',
    items: 'cucumber 14, potato 8',
    herbs: 30,
  },
  caesar: {
    base: '#7fae4c',
    leaves: true,
    items: 'chicken 6, crouton 8, parmesan 8',
  },
  greek: {
    base: '#7fae4c',
    leaves: true,
    items: 'tomato 6, feta 6, olive 6, onion 4',
  },
  mizeria: { base: '#f7f3e6', items: 'cucumberSlice 11', herbs: 30 },
  jarzynowa: {
    base: '#f2e6b8',
    items: 'potato 30, carrot 16, peas 30',
    herbs: 6,
  },
  coleslaw: { base: '#f1eedb', items: 'cabbage 110', herbs: 4 },
  potatoes: {
    base: '#f4e8c2',
    items: 'young 8, butter 2',
    herbs: 40,
  },
};

export const bowlDish =
  (variant: string): DishPainter =>
  (canvas, random) => {
    const recipe = bowls[variant];
    const inner = bowl(canvas, random, hex(recipe.base));
    if (recipe.leaves) saladLeaves(canvas, random, inner);
    strew(canvas, random, recipe.items, garnishes, inner * 0.78);
    herbs(canvas, random, 0.5, 0.5, inner * 0.8, recipe.herbs ?? 0);
    // A glint on the surface of a soup.
    if (!recipe.leaves)
      canvas.ellipse(0.4, 0.38, 0.07, 0.025, lighten(hex(recipe.base), 0.6), -0.6, 0.25, 0.02);
  };

function saladLeaves(canvas: Canvas, random: Random, inner: number) {
  const greens: Rgb[] = ['#6aa33c', '#8cc152', '#4e8a2e', '#a6cf6a'].map(hex);
  for (const [x, y] of scatter(random, 40, 0.5, 0.5, inner * 0.85, 0.035)) {
    leaf(canvas, x, y, 0.06, random() * Math.PI, pick(random, greens));
  }
}
