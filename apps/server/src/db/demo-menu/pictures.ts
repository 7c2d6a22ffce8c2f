import type { UploadStore } from '../../http/uploads.ts';
import { bowlDish } from './bowls.ts';
import { burger, set, side } from './burgers-and-sides.ts';
import { Canvas } from './canvas.ts';
import { hex, lighten, mix, type Rgb } from './colors.ts';
import { dessert } from './desserts.ts';
import { cup, drink } from './drinks.ts';
import { groundOf, type IconShape, ingredientIcon } from './ingredient-icons.ts';
import { plated } from './mains.ts';
import { type DishPainter, randomFor } from './painting.ts';
import { pierogi } from './pierogi.ts';
import { pizza } from './pizza.ts';

/** Each family of dishes has its painter and the tablecloth colour behind it. */
const families: Record<string, { paint: (variant: string) => DishPainter; tint: string }> = {
  pizza: { paint: pizza, tint: '#93bf9a' },
  pierogi: { paint: pierogi, tint: '#86a7bf' },
  bowl: { paint: bowlDish, tint: '#c9a27e' },
  plated: { paint: plated, tint: '#8fb0c9' },
  burger: { paint: burger, tint: '#7fb8b3' },
  side: { paint: side, tint: '#e0b75e' },
  dessert: { paint: dessert, tint: '#e6a2ae' },
  cup: { paint: cup, tint: '#b9906c' },
  drink: { paint: drink, tint: '#8cc5cc' },
  set: {
    paint: (variant) =>
      variant === 'pizza'
        ? set(pizza('margherita'), pizza('pepperoni'), 'lemoniada')
        : set(bowlDish('zurek'), pierogi('ruskie'), 'kompot'),
    tint: '#c4ae8f',
  },
};

/** A look is "family variant", e.g. "bowl zurek" or "pizza margherita". */
function dishOf(look: string) {
  const [family, variant] = look.split(' ');
  const found = families[family];
  if (!found) throw new Error(`No painter for the demo look "${look}"`);
  return { paint: found.paint(variant), tint: hex(found.tint) };
}

/** The backdrop colour of a look, also the product's card colour, so card and picture agree. */
export const dishColor = (look: string) => families[look.split(' ')[0]]?.tint ?? null;

export function dishPicture(look: string, seed: string, size = 320): Buffer {
  const { paint, tint } = dishOf(look);
  const random = randomFor(seed);
  // Each dish shifts its cloth a little, so a list of one family does not look stamped out.
  const cloth = mix(tint, [255, 255, 255], random() * 0.15);
  const canvas = new Canvas(size, size, lighten(cloth, 0.25), cloth);
  paint(canvas, random);
  return canvas.toPng();
}

export type IngredientLook = { shape: IconShape; color: string };

export function ingredientPicture(look: IngredientLook, seed: string, size = 160): Buffer {
  // The whole tile takes the ground colour: a white corner would glare in the dark theme.
  const ground = groundOf(hex(look.color));
  const canvas = new Canvas(size, size, lighten(ground, 0.2), ground);
  canvas.within(0.06, 0.06, 0.88, () =>
    ingredientIcon(canvas, randomFor(seed), look.shape, hex(look.color), false),
  );
  return canvas.toPng();
}

/** A category of ingredients: up to three of its members on a disc of the category's colour. */
export function ingredientCategoryPicture(
  color: string,
  members: IngredientLook[],
  seed: string,
  size = 160,
) {
  const random = randomFor(seed);
  const tint = hex(color);
  const canvas = new Canvas(size, size, lighten(tint, 0.65), lighten(tint, 0.45));
  const spots: [number, number, number][] = [
    [0.01, 0.03, 0.58],
    [0.43, 0.06, 0.55],
    [0.2, 0.4, 0.6],
  ];
  members.slice(0, 3).forEach((member, index) => {
    const [x, y, s] = spots[index];
    canvas.within(x, y, s, () => ingredientIcon(canvas, random, member.shape, hex(member.color)));
  });
  return canvas.toPng();
}

/** A story is upright (9:16): a two-colour backdrop with soft circles and the dish in the middle. */
export function storyPicture(look: string, colors: [string, string], seed: string, width = 360) {
  const height = Math.round((width * 16) / 9);
  const random = randomFor(seed);
  const [top, bottom]: Rgb[] = colors.map(hex);
  const canvas = new Canvas(width, height, top, bottom);
  for (let bubble = 0; bubble < 7; bubble++) {
    canvas.circle(random(), random() * 1.78, 0.08 + random() * 0.2, [255, 255, 255], 0.12);
  }
  canvas.within(0.05, 0.45, 0.9, () => dishOf(look).paint(canvas, random));
  return canvas.toPng();
}

/** Stored like an upload, so the panel and the API serve it at /images/{folder}/{name}. */
export function storePicture(uploads: UploadStore, folder: string, png: Buffer): Promise<string> {
  return uploads.save(
    { folder, formField: 'image_file', kind: 'image' },
    { fieldName: 'image_file', buffer: png },
  );
}
