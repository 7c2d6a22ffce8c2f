import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const documentedOnlySchemas = new WeakSet<object>();

/**
 * Marks a body schema as documentation only: such bodies may be multipart, so the handler parses
 * and validates them itself after turning form text into typed values.
 */
export function documentedOnly<T extends z.ZodType>(schema: T): T {
  documentedOnlySchemas.add(schema);
  return schema;
}

export const schemaValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (documentedOnlySchemas.has(route.schema)) return (data) => ({ value: data });
  return validatorCompiler(route);
};
