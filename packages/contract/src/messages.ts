import { z } from 'zod';

/** Message keys shared by server (422 bodies) and panel (translated under `messages.*`). */
export const messageKeys = {
  required: 'messages.required',
  invalid: 'messages.invalid',
  tooLong: 'messages.too_long',
  tooShort: 'messages.too_short',
  invalidEmail: 'messages.invalid_email',
  invalidNumber: 'messages.should_be_number',
  positiveOrZero: 'messages.only_positive_or_zero',
  positive: 'messages.only_positive',
  phoneRequired: 'messages.phone_is_required',
  invalidPhone: 'messages.invalid_phone',
  requiredCode: 'messages.required_code',
  codeTooShort: 'messages.code_too_short',
  codeTooLong: 'messages.code_too_long',
  unknownField: 'messages.unknown_field',
  passwordTooShort: 'messages.password_too_short',
  notFound: 'messages.not_found',
  alreadyExists: 'messages.already_exists',
  streetNotInCity: 'messages.street_not_in_city',
  cannotDisableSelf: 'messages.cannot_disable_self',
  lastSystemUser: 'messages.last_system_user',
  secretRequiredForNewUrl: 'messages.secret_required_for_new_url',
  percentTooBig: 'messages.percent_too_big',
  invalidCoordinates: 'messages.invalid_coordinates',
  zoneTooFewPoints: 'messages.zone_too_few_points',
  zoneSelfIntersects: 'messages.zone_self_intersects',
  addAtLeastOneModifier: 'messages.add_at_least_one_modifier',
  cannotBeItself: 'messages.cannot_be_itself',
  stillUsedBy: 'messages.still_used_by',
  parentCycle: 'messages.parent_cycle',
  hasChildCategories: 'messages.has_child_categories',
  orderStatusNotAllowed: 'messages.order_status_not_allowed',
} as const;

/** Turns zod's own wording into our message keys, so every error a user sees is translatable. */
z.config({
  // The panel runs under a CSP without 'unsafe-eval': zod's probe for `new Function` would be
  // reported as a violation there. The server keeps zod's compiled fast path.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return messageKeys.required;
    }
    if (issue.code === 'too_big') return messageKeys.tooLong;
    if (issue.code === 'too_small') {
      return issue.origin === 'string' && issue.minimum === 1 ? messageKeys.required : messageKeys.tooShort;
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') return messageKeys.invalidEmail;
    if (issue.code === 'invalid_type' && issue.expected === 'number') return messageKeys.invalidNumber;
    if (issue.code === 'unrecognized_keys') return messageKeys.unknownField;
    return messageKeys.invalid;
  },
});

export type FieldErrors = Record<string, string>;

/** Flattens zod issues into `{ "addresses.0.country": "messages.required" }`. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] = messageKeys.unknownField;
      continue;
    }
    const path = issue.path.join('.') || '_';
    errors[path] ??= issue.message;
  }
  return errors;
}
