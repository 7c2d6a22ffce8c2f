import type { Canvas } from './canvas.ts';
import { darken, hex, length, lighten, type Paint, type Rgb, shaded } from './colors.ts';

export type Random = () => number;
/** Draws one dish into the current view of the canvas (0..1 each way); the backdrop is already there. */
export type DishPainter = (canvas: Canvas, random: Random) => void;
/** Draws one topping or garnish centred on (x, y). */
export type Garnish = (canvas: Canvas, random: Random, x: number, y: number) => void;

/** The same name always gives the same sequence, so a re-seeded demo draws the same pictures. */
export function randomFor(name: string): Random {
  let seed = 2166136261;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Points spread over a disc, kept `gap` apart where the room allows, for toppings and garnish. */
export function scatter(random: Random, count: number, cx: number, cy: number, radius: number, gap: number) {
  const points: [number, number][] = [];
  for (let attempt = 0; points.length < count && attempt < count * 30; attempt++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    if (points.every(([px, py]) => length(px - x, py - y) >= gap)) points.push([x, y]);
  }
  return points;
}

/** Strews "egg 2, sausage 5" over a disc: each name drawn that many times by its garnish. */
export function strew(
  canvas: Canvas,
  random: Random,
  recipe: string,
  garnishes: Record<string, Garnish>,
  radius: number,
) {
  const items = recipe.split(', ').map((item) => item.split(' ') as [string, string]);
  const total = items.reduce((sum, [, count]) => sum + Number(count), 0);
  // Kept apart as far as the disc has room for, so the count asked for always fits.
  const places = scatter(random, total, 0.5, 0.5, radius, Math.min(0.06, (radius * 0.9) / Math.sqrt(total)));
  for (const [name, count] of items) {
    for (const [x, y] of places.splice(0, Number(count))) garnishes[name](canvas, random, x, y);
  }
}

export function shadow(canvas: Canvas, cx: number, cy: number, r: number) {
  canvas.circle(cx + r * 0.05, cy + r * 0.09, r, [40, 30, 20], 0.28, r * 0.18);
}

/** A white plate with a raised rim; returns the radius of its flat middle. */
export function plate(canvas: Canvas, r = 0.44, color: Rgb = [250, 249, 246]) {
  shadow(canvas, 0.5, 0.5, r);
  canvas.circle(0.5, 0.5, r, shaded(color, 0.5, 0.5, r, 0.12));
  canvas.circle(0.5, 0.5, r * 0.74, shaded(darken(color, 0.06), 0.5, 0.5, r * 0.74, -0.1));
  canvas.ring(0.5, 0.5, r * 0.74, r * 0.02, darken(color, 0.1), 0.6);
  canvas.ring(0.5, 0.5, r * 0.97, r * 0.015, lighten(color, 0.5), 0.8);
  return r * 0.72;
}

const bowlGlazes = ['#f6f1e7', '#2f4a6d', '#c8643b', '#e9e4d8', '#3d6b5a'].map(hex);

/** A deep bowl seen from above, filled with `filling`; returns the radius of the filling. */
export function bowl(canvas: Canvas, random: Random, filling: Rgb, r = 0.42) {
  const glaze = pick(random, bowlGlazes);
  shadow(canvas, 0.5, 0.5, r);
  canvas.circle(0.5, 0.5, r, shaded(glaze, 0.5, 0.5, r, 0.25));
  canvas.ring(0.5, 0.5, r * 0.95, r * 0.04, lighten(glaze, 0.35), 0.7);
  const inner = r * 0.82;
  // The far wall shades the near side of the soup: darker at the upper left, the reverse of the rim.
  canvas.circle(0.5, 0.5, inner, shaded(filling, 0.5, 0.5, inner, -0.22));
  canvas.ring(0.5, 0.5, inner, r * 0.03, darken(glaze, 0.3), 0.35);
  return inner;
}

/** Round wooden board for pizza, burgers and bread. */
export function board(canvas: Canvas, r = 0.47) {
  const wood = hex('#b98252');
  shadow(canvas, 0.5, 0.5, r);
  canvas.circle(0.5, 0.5, r, shaded(wood, 0.5, 0.5, r, 0.2));
  for (let ring = 0.2; ring < 1; ring += 0.2) canvas.ring(0.5, 0.5, r * ring, 0.003, darken(wood, 0.15), 0.5);
}

/** Herbs sprinkled over a dish: tiny green flakes. */
export function herbs(canvas: Canvas, random: Random, cx: number, cy: number, radius: number, count = 18) {
  const greens = ['#3f7d2c', '#5a9e3a', '#2e6b25'].map(hex);
  for (const [x, y] of scatter(random, count, cx, cy, radius, 0.01)) {
    canvas.ellipse(x, y, 0.012, 0.005, pick(random, greens), random() * Math.PI);
  }
}

export function leaf(canvas: Canvas, x: number, y: number, length: number, angle: number, color: Rgb) {
  canvas.ellipse(x, y, length, length * 0.45, shaded(color, x, y, length, 0.3), angle);
  const dx = Math.cos(angle) * length * 0.8;
  const dy = Math.sin(angle) * length * 0.8;
  canvas.capsule(x - dx, y - dy, x + dx, y + dy, length * 0.04, lighten(color, 0.35), 0.6);
}

/** Where the circle meets the half-plane below the line through its middle, turned by `angle`. */
export function halfMoon(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  angle: number,
  paint: Paint,
  opacity = 1,
) {
  const nx = Math.sin(angle);
  const ny = -Math.cos(angle);
  const distance = (x: number, y: number) =>
    Math.max(length(x - cx, y - cy) - r, (x - cx) * nx + (y - cy) * ny);
  canvas.fill(distance, [cx - r, cy - r, cx + r, cy + r], paint, opacity);
}

/** A slice of a round cake or pie between two angles (radians, clockwise from the right). */
export function sector(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  paint: Paint,
) {
  const a = [Math.sin(from), -Math.cos(from)];
  const b = [-Math.sin(to), Math.cos(to)];
  const distance = (x: number, y: number) =>
    Math.max(
      length(x - cx, y - cy) - r,
      (x - cx) * a[0] + (y - cy) * a[1],
      (x - cx) * b[0] + (y - cy) * b[1],
    );
  canvas.fill(distance, [cx - r, cy - r, cx + r, cy + r], paint);
}
