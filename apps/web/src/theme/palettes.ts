import type { MantineColorsTuple } from '@mantine/core';

export const themeColors = [
  'bluenavy',
  'blueyale',
  'blueolympic',
  'greenmoss',
  'greenlime',
  'purplemonster',
  'orangecarrot',
  'redruby',
  'yellowgranola',
  'greysteel',
] as const;
export type ThemeColor = (typeof themeColors)[number];

export type Palette = {
  shades: MantineColorsTuple;
  /** The shade that fills buttons and marks the active entry, per colour scheme. */
  primaryShade: { light: ShadeIndex; dark: ShadeIndex };
};
type ShadeIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * Ten-shade scales built in OKLCH around each brand colour (kept at its own index, so the
 * colour a user picks is the colour that fills the buttons), lightest first.
 */
export const palettes: Record<ThemeColor, Palette> = {
  bluenavy: {
    shades: [
      '#f3f7ff',
      '#deeaff',
      '#c1d6fe',
      '#9ebffe',
      '#7ea8f7',
      '#6791e3',
      '#537ccc',
      '#4167b1',
      '#325395',
      '#23407a',
    ],
    primaryShade: { light: 9, dark: 7 },
  },
  blueyale: {
    shades: [
      '#f0f6ff',
      '#d9e9fe',
      '#b6d5fe',
      '#8cbeff',
      '#65a6f9',
      '#4a8fe4',
      '#3378cb',
      '#2162af',
      '#0f4d92',
      '#013b77',
    ],
    primaryShade: { light: 8, dark: 7 },
  },
  blueolympic: {
    shades: [
      '#f0f9ff',
      '#d7eefe',
      '#afdefe',
      '#7bcafe',
      '#51b5f2',
      '#2e9fde',
      '#0089c7',
      '#0373a8',
      '#015e8a',
      '#034a6d',
    ],
    // Dark: black text reads on shade 5 and on its hover shade 6 (7 would be 4.0:1).
    primaryShade: { light: 7, dark: 5 },
  },
  greenmoss: {
    shades: [
      '#f6f9f0',
      '#e8efd8',
      '#d2deb4',
      '#bacb8d',
      '#a3b66d',
      '#8ea154',
      '#798c3f',
      '#66772f',
      '#536220',
      '#404d11',
    ],
    primaryShade: { light: 7, dark: 7 },
  },
  greenlime: {
    shades: [
      '#f5fdec',
      '#e1f5cb',
      '#c5e799',
      '#a7d65e',
      '#8cc21c',
      '#79aa04',
      '#679201',
      '#567b04',
      '#466402',
      '#364f00',
    ],
    primaryShade: { light: 4, dark: 4 },
  },
  purplemonster: {
    shades: [
      '#f7f4ff',
      '#ece3ff',
      '#dbcafe',
      '#c9abff',
      '#b88bff',
      '#a76afa',
      '#9153e1',
      '#7b3fc4',
      '#662ea7',
      '#511d89',
    ],
    primaryShade: { light: 7, dark: 6 },
  },
  orangecarrot: {
    shades: [
      '#fdede4',
      '#ffdac3',
      '#febd95',
      '#fc9a57',
      '#ee7b1a',
      '#d36907',
      '#b65a03',
      '#9a4b03',
      '#7f3d02',
      '#652f01',
    ],
    primaryShade: { light: 4, dark: 4 },
  },
  redruby: {
    shades: [
      '#fef4f4',
      '#fee1e2',
      '#ffc5c6',
      '#ffa1a6',
      '#ff7885',
      '#fa4864',
      '#e02c50',
      '#c3123f',
      '#a30131',
      '#810225',
    ],
    primaryShade: { light: 7, dark: 7 },
  },
  yellowgranola: {
    shades: [
      '#fdf5e4',
      '#fae6bd',
      '#f4d080',
      '#eab526',
      '#d19f08',
      '#b78b07',
      '#9d7705',
      '#856402',
      '#6d5100',
      '#564002',
    ],
    primaryShade: { light: 3, dark: 3 },
  },
  greysteel: {
    shades: [
      '#f5f7f8',
      '#e5eaee',
      '#cfd6de',
      '#b5c0cb',
      '#9daab6',
      '#8795a1',
      '#73808c',
      '#5f6b76',
      '#4d5761',
      '#3b444d',
    ],
    // Dark: shade 6 read 4.0:1 under white text and 3.9:1 hovered; shade 4 takes black at 8:1.
    primaryShade: { light: 7, dark: 4 },
  },
};
