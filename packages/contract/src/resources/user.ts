import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { optionalPhoneSchema } from '../phone-number.ts';
import { staffRoles } from '../roles.ts';
import { optionalTextSchema } from '../values.ts';

/** Spec part 1, section 9: passwords have at least 4 characters. */
export const minimumPasswordLength = 4;

export const userSchema = z.object({
  email: z
    .string({ error: messageKeys.required })
    .trim()
    .toLowerCase()
    .min(1, messageKeys.required)
    .email(messageKeys.invalidEmail)
    .max(180, messageKeys.tooLong)
    .describe('Sign-in email, unique; stored in lower case'),
  password: z
    .string({ error: messageKeys.required })
    .min(1, messageKeys.required)
    .min(minimumPasswordLength, messageKeys.passwordTooShort)
    .max(200, messageKeys.tooLong)
    .describe('Write only: stored as an argon2id hash, never returned. Required on create'),
  first_name: optionalTextSchema(100),
  last_name: optionalTextSchema(100),
  phone: optionalPhoneSchema,
  role: z.enum(staffRoles, { error: messageKeys.required }).describe('manager, courier or system'),
  is_enabled: z.boolean().default(true),
});
export type UserInput = z.infer<typeof userSchema>;
export type User = Omit<UserInput, 'password'> & { id: number; created_at: string; updated_at: string };
