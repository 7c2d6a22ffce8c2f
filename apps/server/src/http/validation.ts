import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
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

/**
 * Response schemas marked documentation only (records, whose dates and nested data the handler
 * shapes) are sent as they are; the others are encoded by their zod schema.
 */
export const schemaSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (documentedOnlySchemas.has(route.schema)) return (data) => JSON.stringify(data);
  return serializerCompiler(route);
};
