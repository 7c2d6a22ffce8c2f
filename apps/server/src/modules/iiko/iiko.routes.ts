import { panelRoles } from '@mise/contract';
import {
  type IntegrationSetting,
  iikoConnectionFields,
  iikoPaymentTypeSchema,
  integrationErrorKeys,
  integrationSettingSchema,
} from '@mise/contract/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unprocessable } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { createIikoClient, IikoError } from '../../integrations/iiko/iiko-client.ts';
import { readSetting } from '../setting/setting.service.ts';
import { withStoredIntegrationSecrets } from '../setting/setting-secrets.ts';

/** The iiko connection an integration setting names, or a 422 saying it is not set up. */
function iikoConnection({ active_integration, fields }: IntegrationSetting) {
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

/** The organization's payment types, or iiko's refusal as a 422 in its own words. */
async function paymentTypesOf(setting: IntegrationSetting) {
  const { client, organizationId } = iikoConnection(setting);
  try {
    return await client.paymentTypes(organizationId);
  } catch (error) {
    if (!(error instanceof IikoError)) throw error;
    throw new AppError(422, error.message, { integration: integrationErrorKeys.refused });
  }
}

const paymentTypesResponse = {
  200: documentedOnly(z.array(iikoPaymentTypeSchema)),
  ...errorResponses(401, 403, 422),
};

/** GET /api/iiko/import/payment_methods (API.md), the iiko wizard's choices for the mapping; POST /api/iiko/check, its Next. */
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
        response: paymentTypesResponse,
      },
    },
    async () => paymentTypesOf(await readSetting(app.db, 'integration')),
  );

  app.post(
    '/api/iiko/check',
    {
      config: { roles: panelRoles },
      schema: {
        tags: ['integration'],
        summary: 'Check iiko credentials before saving them',
        description:
          "Asks iiko for the organization's payment types with the given fields, saving nothing: the " +
          "iiko wizard's Next. A stored API login left out (or, for a user who may not read it, sent " +
          'empty) is used, unless the address changes (errors `integration.fields.iiko_api_login` ' +
          '`messages.secret_required_for_new_url`). Otherwise as GET /api/iiko/import/payment_methods.',
        body: z.object({ fields: integrationSettingSchema.shape.fields }),
        response: paymentTypesResponse,
      },
    },
    async (request) => {
      const candidate: IntegrationSetting = { active_integration: 'iiko', fields: request.body.fields };
      const stored = await readSetting(app.db, 'integration');
      const { value, errors } = withStoredIntegrationSecrets(candidate, stored, request.user);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      return paymentTypesOf(value);
    },
  );
}
