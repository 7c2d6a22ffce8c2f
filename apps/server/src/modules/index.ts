import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../http/crud-routes.ts';
import type { ResourceDefinition } from '../http/resource.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { cityResource } from './city/city.resource.ts';
import { languageResource } from './language/language.resource.ts';

/** Every plain resource of the API; each is a declaration over the shared CRUD machinery. */
export const resources: ResourceDefinition[] = [languageResource, cityResource];

export async function registerModules(app: FastifyInstance) {
  registerAuthRoutes(app);
  for (const resource of resources) registerCrudRoutes(app, resource);
}
