// What goes into one order: a main dish or two, often a drink, sometimes a side or a dessert.
import { pickWeighted, type Random } from './order-rhythm.ts';

export type ProductKind = 'main' | 'drink' | 'side' | 'dessert';
export type CatalogModifier = { id: number; name: string; price: number };
export type CatalogProduct = {
  id: number;
  /** In cents; 0 for a product priced by a required modifier group (a pizza's size). */
  price: number;
  kind: ProductKind;
  isPopular: boolean;
  /** One option of each is always taken. */
  requiredGroups: CatalogModifier[][];
  extras: CatalogModifier[];
};

/** The menu and methods orders are made of, money in cents. */
export type OrderCatalog = {
  products: CatalogProduct[];
  paymentMethods: { id: number; isCashless: boolean; isOnline: boolean }[];
  shippingMethods: {
    id: number;
    cost: number;
    minimalSum: number;
    discountPercent: number;
    showAddresses: boolean;
    /** Delivery costs what the zone holding the address costs. */
    usesZones: boolean;
  }[];
  pickupPointIds: number[];
  streets: { id: number; cityId: number }[];
  /** Enabled delivery zones with their cost and a point inside. */
  deliveryZones: { id: number; cost: number; lat: number; lng: number }[];
};

export type OrderLine = {
  productId: number;
  qty: number;
  /** Unit price with modifiers, in cents. */
  price: number;
  total: number;
  /** This line's share of the order's discount. */
  discount: number;
  /** The customer had ordered this product before. */
  isReorder: boolean;
  modifiers: CatalogModifier[];
};

const lineCounts: [number, number][] = [
  [1, 0.1],
  [2, 0.25],
  [3, 0.35],
  [4, 0.2],
  [5, 0.1],
];
const quantities: [number, number][] = [
  [1, 0.8],
  [2, 0.15],
  [3, 0.05],
];
const nextKinds: [ProductKind, number][] = [
  ['drink', 0.35],
  ['main', 0.3],
  ['side', 0.2],
  ['dessert', 0.15],
];

/** Picks products of a kind, popular ones three times as often, by a cumulative table. */
function createShelf(products: CatalogProduct[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const product of products) {
    sum += product.isPopular ? 3 : 1;
    cumulative.push(sum);
  }
  return (random: Random) => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return products[low];
  };
}

export function createBasket(catalog: OrderCatalog, random: Random) {
  if (!catalog.products.length) throw new Error('Orders need a menu: no products found');
  const shelves = new Map<ProductKind, ReturnType<typeof createShelf>>();
  for (const kind of ['main', 'drink', 'side', 'dessert'] as ProductKind[]) {
    const products = catalog.products.filter((product) => product.kind === kind);
    if (products.length) shelves.set(kind, createShelf(products));
  }
  const anyShelf = createShelf(catalog.products);
  const take = (kind: ProductKind) => (shelves.get(kind) ?? anyShelf)(random);

  function line(product: CatalogProduct, orderedBefore: Set<number>): OrderLine {
    const modifiers: CatalogModifier[] = [];
    let price = product.price;
    for (const group of product.requiredGroups) {
      const option = group[Math.floor(random() * group.length)];
      modifiers.push(option);
      price += option.price;
    }
    for (const extra of product.extras) {
      if (random() >= 0.2) continue;
      modifiers.push(extra);
      price += extra.price;
    }
    const qty = pickWeighted(random, quantities);
    return {
      productId: product.id,
      qty,
      price,
      total: price * qty,
      discount: 0,
      isReorder: orderedBefore.has(product.id),
      modifiers,
    };
  }

  return {
    /** Lines of one order; adds their products to what the customer has ordered. */
    fill(orderedBefore: Set<number>): OrderLine[] {
      const count = pickWeighted(random, lineCounts);
      // A product picked twice is one line: the first pick's place counts.
      const chosen: CatalogProduct[] = [];
      for (let position = 0; position < count; position++) {
        const product = take(position === 0 ? 'main' : pickWeighted(random, nextKinds));
        if (!chosen.some((other) => other.id === product.id)) chosen.push(product);
      }
      const lines = chosen.map((product) => line(product, orderedBefore));
      for (const product of chosen) orderedBefore.add(product.id);
      return lines;
    },
  };
}
