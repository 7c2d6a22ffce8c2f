import { type FieldErrors, storefrontMessageKeys as keys } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import { fromCents, toCents } from './money.ts';
import { findModifiersOf, findSellableProducts, type ModifierRow } from './pricing.repository.ts';
import type { PricedLine, PricedModifier, PricingOptions, PricingRequest } from './pricing.types.ts';

/**
 * Prices each cart line from the stored menu: the product's price plus each chosen modifier's
 * price × its qty, times the line's qty. Checks every reference, collecting errors by field path.
 */
export async function priceLines(
  executor: Executor,
  items: PricingRequest['items'],
  { channel }: PricingOptions,
  errors: FieldErrors,
): Promise<PricedLine[]> {
  if (items.length === 0) {
    errors.items = keys.cartEmpty;
    return [];
  }
  const productIds = [...new Set(items.map((item) => item.product))];
  const sellable = await findSellableProducts(executor, productIds, channel);
  const modifiersByProduct = groupByProduct(await findModifiersOf(executor, [...sellable.keys()]));
  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    const product = sellable.get(item.product);
    if (!product) {
      errors[`items.${index}.product`] = keys.notAvailable;
      continue;
    }
    const modifiers = chooseModifiers(
      item.modifiers ?? [],
      modifiersByProduct.get(product.id) ?? [],
      index,
      errors,
    );
    const unitCents =
      toCents(product.price) + modifiers.reduce((sum, m) => sum + toCents(m.price) * m.qty, 0);
    lines.push({
      index,
      product_id: product.id,
      category_id: product.category_id,
      name: product.name,
      qty: item.qty,
      unit_price: fromCents(unitCents),
      modifiers,
      subtotal: fromCents(unitCents * item.qty),
      discount: 0,
      grandtotal: fromCents(unitCents * item.qty),
    });
  }
  return lines;
}

function groupByProduct(rows: ModifierRow[]) {
  const byProduct = new Map<number, ModifierRow[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return byProduct;
}

/**
 * A line may take plain modifiers and options of groups; a group itself is not a choice. A
 * required group needs one of its options, a required plain modifier must be taken.
 */
function chooseModifiers(
  chosen: { id: number; qty: number }[],
  offered: ModifierRow[],
  lineIndex: number,
  errors: FieldErrors,
): PricedModifier[] {
  const byId = new Map(offered.map((row) => [row.id, row]));
  const groupIds = new Set(offered.flatMap((row) => (row.group_id == null ? [] : [row.group_id])));
  const taken = new Set<number>();
  const priced: PricedModifier[] = [];
  for (const [position, choice] of chosen.entries()) {
    const path = `items.${lineIndex}.modifiers.${position}`;
    const row = byId.get(choice.id);
    if (!row) errors[path] = keys.modifierNotOfProduct;
    else if (groupIds.has(row.id)) errors[path] = keys.pickAnOption;
    else if (taken.has(row.id)) errors[path] = keys.duplicateModifier;
    else {
      taken.add(row.id);
      priced.push({ modifier_id: row.id, name: row.name, qty: choice.qty, price: row.price });
    }
  }
  const takenGroups = new Set([...taken].map((id) => byId.get(id)?.group_id));
  const missesRequired = offered.some((row) => {
    if (!row.is_required || row.group_id != null) return false;
    return groupIds.has(row.id) ? !takenGroups.has(row.id) : !taken.has(row.id);
  });
  if (missesRequired) errors[`items.${lineIndex}.modifiers`] ??= keys.modifierRequired;
  return priced;
}
