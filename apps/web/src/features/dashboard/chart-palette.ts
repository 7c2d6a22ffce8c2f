/**
 * The 50 chart colours (spec part 1, Dashboard): ten hues, each in five shades, ordered so that
 * neighbours differ in hue first. Mid-tones that read on both the light and the dark background.
 */
const hues = [212, 28, 152, 340, 262, 48, 188, 4, 96, 292];
const shades = [
  [72, 48],
  [62, 38],
  [80, 60],
  [55, 30],
  [70, 68],
];

export const chartPalette: string[] = shades.flatMap(([saturation, lightness]) =>
  hues.map((hue) => `hsl(${hue} ${saturation}% ${lightness}%)`),
);

export const chartColor = (index: number) => chartPalette[index % chartPalette.length];
