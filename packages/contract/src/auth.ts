import { z } from 'zod';
import { messageKeys } from './messages.ts';
import { staffRoles } from './roles.ts';

export const loginSchema = z.object({
  email: z.string().trim().min(1, messageKeys.required).email(messageKeys.invalidEmail).max(180),
  password: z.string().min(1, messageKeys.required).max(200),
});
export type LoginBody = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(staffRoles),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export type LoginResponse = { token: string; user: SessionUser };
export type ApiErrorBody = { message: string; errors?: Record<string, string> };
