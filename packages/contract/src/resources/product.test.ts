import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../messages.ts';
import { productFormSchema } from './product.ts';

const errorsOf = (values: Record<string, unknown>) => {
  const result = productFormSchema.safeParse({ name: { en: 'Pizza' }, ...values });
  return result.success ? {} : toFieldErrors(result.error);
};

describe('the product form schema', () => {
  it('leaves the modifiers unchecked with one price', () => {
    expect(errorsOf({ price_mode: 'single', price: 20, product_modifiers: [{ name: '' }] })).toEqual({});
  });

  it('asks for at least one modifier with modifiers', () => {
    expect(errorsOf({ price_mode: 'modifiers', product_modifiers: [] })).toEqual({
      product_modifiers: 'messages.add_at_least_one_modifier',
    });
  });

  it('checks each modifier and option price: required, a number, 0 or more', () => {
    const modifiers = [
      { name: 'Size', price: null, options: [{ name: 'Small', price: -1 }] },
      { name: 'Sauce', price: 'two' },
    ];
    expect(errorsOf({ price_mode: 'modifiers', product_modifiers: modifiers })).toEqual({
      'product_modifiers.0.price': 'messages.required',
      'product_modifiers.0.options.0.price': 'messages.only_positive_or_zero',
      'product_modifiers.1.price': 'messages.should_be_number',
    });
  });
});
