/**
 * The global search (API.md, GET /api/search). No zod here: the panel's top bar imports it by path
 * (`@mise/contract/lite/search`) and must stay light.
 */
import type { Translatable } from './translatable.ts';

/** A query shorter than this, after trimming, finds nothing. */
export const searchMinLength = 3;
/** At most this many products, categories and ingredients. */
export const searchGroupSize = 5;

export type SearchHit = { id: number; image: string | null; name: Translatable };

export type SearchResponse = {
  products: SearchHit[];
  categories: SearchHit[];
  ingredients: SearchHit[];
  /** Always empty: the panel shows sample questions (spec part 1, Global search). */
  faq: unknown[];
};
