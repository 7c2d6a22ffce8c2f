import { panelRoles } from '@mise/contract';
import { iikoConnectionFields, integrationErrorKeys } from '@mise/contract/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError, unprocessable } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { createIikoClient, IikoError } from '../../integrations/iiko/iiko-client.ts';
import { readSetting } from '../setting/setting.service.ts';

const paymentTypeSchema = z.object({
  id: z.string().describe("iiko's id of the payment type (a UUID)"),
  name: z.string(),
  paymentTypeKind: z
    .string()
    .describe('Cash, Card, Credit, Writeoff, Voucher, External, IikoCard or Unknown'),
});

/** The iiko connection of the integration setting, or a 422 saying it is not set up. */
async function iikoConnection(db: Executor) {
  const { active_integration, fields } = await readSetting(db, 'integration');
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  const missing = iikoConnectionFields.filter((name) => !text(name));
  if (active_integration !== 'iiko' || missing.length > 0)
    throw unprocessable(
      { integration: integrationErrorKeys.notConfigured },
      active_integration === 'iiko'
        ? `iiko is not set up: ${missing.join(', ')} missing`
        : 'iiko is not the active integration',
    );
  return {
    client: createIikoClient({ baseUrl: text('iiko_api_url'), apiLogin: text('iiko_api_login') }),
    organizationId: text('iiko_organization_id'),
  };
}

/** GET /api/iiko/import/payment_methods (API.md): the iiko wizard's choices for mapping payment methods. */
export function registerIikoRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/iiko/import/payment_methods',
    {
      config: { roles: panelRoles },
      schema: {
        tags: ['integration'],
        summary: "The iiko organization's payment types",
        description:
          'Asks iiko (the stored iiko_api_url, iiko_api_login and iiko_organization_id) for the payment ' +
          'types of the organization, deleted ones left out. 422 when iiko is not the active integration ' +
          'or a field is missing (errors.integration `integration.errors.not_configured`), or iiko refused ' +
          "or did not answer (errors.integration `integration.errors.refused`, message: iiko's own words).",
        response: { 200: documentedOnly(z.array(paymentTypeSchema)), ...errorResponses(401, 403, 422) },
      },
    },
    async () => {
      const { client, organizationId } = await iikoConnection(app.db);
      try {
        return await client.paymentTypes(organizationId);
      } catch (error) {
        if (!(error instanceof IikoError)) throw error;
        throw new AppError(422, error.message, { integration: integrationErrorKeys.refused });
      }
    },
  );
}
