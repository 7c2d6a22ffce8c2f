export type Rgb = readonly [number, number, number];
/** A flat colour or one that depends on the point (gradients, shading). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);

/** Math.hypot guards against overflow and is several times slower; these numbers are small. */
export const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** `amount` 0 keeps `a`, 1 gives `b`. */
export const mix = (a: Rgb, b: Rgb, amount: number): Rgb => [
  a[0] + (b[0] - a[0]) * amount,
  a[1] + (b[1] - a[1]) * amount,
  a[2] + (b[2] - a[2]) * amount,
];
/** Light enough to vanish on white. */
export const isPale = (color: Rgb) => 0.3 * color[0] + 0.59 * color[1] + 0.11 * color[2] > 215;
export const lighten = (color: Rgb, amount: number) => mix(color, [255, 255, 255], amount);
export const darken = (color: Rgb, amount: number) => mix(color, [0, 0, 0], amount);

/** Gradients answer every pixel with this one array, so painting allocates nothing per pixel. */
const scratch: [number, number, number] = [0, 0, 0];
const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

function mixIntoScratch(a: Rgb, b: Rgb, amount: number): Rgb {
  scratch[0] = a[0] + (b[0] - a[0]) * amount;
  scratch[1] = a[1] + (b[1] - a[1]) * amount;
  scratch[2] = a[2] + (b[2] - a[2]) * amount;
  return scratch;
}

/** Lit from the upper left: lighter there, darker towards the lower right rim. */
export const shaded =
  (color: Rgb, cx: number, cy: number, r: number, strength = 0.35): Paint =>
  (x, y) => {
    const t = (x - cx + (y - cy)) / (2 * r);
    return t < 0 ? mixIntoScratch(color, white, -t * strength) : mixIntoScratch(color, black, t * strength);
  };

export const vertical =
  (top: Rgb, bottom: Rgb, y0: number, y1: number): Paint =>
  (_x, y) =>
    mixIntoScratch(top, bottom, Math.min(1, Math.max(0, (y - y0) / (y1 - y0))));
