/** Payment types (spec part 2, constants); each integration has its own credentials. */
export const paymentTypes = ['SIMPLE', 'STRIPE', 'SBER', 'PAYSELECTION'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** The fields each payment type uses; the panel shows only those of the chosen type. */
export const paymentTypeFields: Record<PaymentType, readonly string[]> = {
  SIMPLE: [],
  STRIPE: ['stripe_public_key', 'stripe_secret_key'],
  SBER: ['sber_user', 'sber_password', 'sber_test'],
  PAYSELECTION: ['payselection_public', 'payselection_secret', 'payselection_website_id'],
};

/**
 * Write-only credentials: answered as null with `has_<name>` saying whether one is stored; a save
 * that leaves one out or blank keeps the stored value.
 */
export const paymentSecretFields = ['sber_password', 'payselection_secret', 'stripe_secret_key'] as const;
