import { type SearchResponse, searchMinLength } from '@mise/contract';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingredients, productCategories, products } from '../../db/schema.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { normalizeSearchText } from '../../http/search-text.ts';
import { documentedOnly } from '../../http/validation.ts';
import { findMatches } from './search.repository.ts';

const hitSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable().describe('Served at /images/{products|categories|ingredients}/{image}'),
  name: z.record(z.string(), z.string()).describe('Name per language'),
});

const searchResponseSchema = documentedOnly(
  z.object({
    products: z.array(hitSchema).max(5),
    categories: z.array(hitSchema).max(5),
    ingredients: z.array(hitSchema).max(5),
    faq: z.array(z.unknown()).describe('Always empty: the panel shows sample questions'),
  }),
);

const noMatches = (): SearchResponse => ({ products: [], categories: [], ingredients: [], faq: [] });

/** GET /api/search?q= (API.md, Calls beyond plain resources): the top bar's search. */
export function registerSearchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search products, categories and ingredients by name',
        description:
          'Matches any part of a name in any language, ignoring case and accents, and close spellings; ' +
          `best matches first, at most 5 per group. A query under ${searchMinLength} characters after trimming finds nothing.`,
        querystring: z.object({ q: z.string().max(200).optional() }),
        response: { 200: searchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<SearchResponse> => {
      const text = request.query.q?.trim() ?? '';
      if (text.length < searchMinLength) return noMatches();
      const query = normalizeSearchText(text);
      const [productHits, categoryHits, ingredientHits] = await Promise.all([
        findMatches(app.db, products, query),
        findMatches(app.db, productCategories, query, isNull(productCategories.code)),
        findMatches(app.db, ingredients, query),
      ]);
      return { products: productHits, categories: categoryHits, ingredients: ingredientHits, faq: [] };
    },
  );
}
