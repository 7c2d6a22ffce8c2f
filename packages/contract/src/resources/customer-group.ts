import { z } from 'zod';
import { percentSchema, requiredTextSchema } from '../values.ts';

export const customerGroupSchema = z.object({
  name: requiredTextSchema(200).describe('Group name'),
  discount: percentSchema.default(0).describe('Discount for the group in percent, 0 to 100'),
  is_enabled: z.boolean().default(true),
});
export type CustomerGroupInput = z.infer<typeof customerGroupSchema>;
export type CustomerGroup = CustomerGroupInput & { id: number; created_at: string; updated_at: string };
