// `node --import tsx scripts/bench/seed-menu.mjs <dataDir> <products>`: prepares the bench's data
// directory before its server starts. The API writes one product in ~30 ms on a busy machine, so a
// 5,000-product menu goes in with SQL instead: the demo restaurant first, as the server itself
// loads it into a new database, then the products in batches, `search_text` written as the
// server's write hooks write it. PGlite allows one process at a time, hence before the server.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/db/demo-data.ts';
import { productCategories, products } from '../../apps/server/src/db/schema.ts';
import { searchTextOf } from '../../apps/server/src/http/search-text.ts';
import { UploadStore } from '../../apps/server/src/http/uploads.ts';

const [dataDir, countText = '5000'] = process.argv.slice(2);
const count = Number(countText);
const batchSize = 500;

// Words in three languages, combined into names like a large restaurant group's menu.
const dishes = [
  ['Pizza', 'Pizza', 'Пицца'],
  ['Soup', 'Zupa', 'Суп'],
  ['Pierogi', 'Pierogi', 'Вареники'],
  ['Salad', 'Sałatka', 'Салат'],
  ['Burger', 'Burger', 'Бургер'],
  ['Pancakes', 'Naleśniki', 'Блины'],
  ['Dumplings', 'Kluski', 'Клёцки'],
  ['Cheesecake', 'Sernik', 'Чизкейк'],
  ['Goulash', 'Gulasz', 'Гуляш'],
  ['Crème brûlée', 'Krem brûlée', 'Крем-брюле'],
];
const styles = [
  ['with mushrooms', 'z grzybami', 'с грибами'],
  ['with chicken', 'z kurczakiem', 'с курицей'],
  ['with cheese', 'z serem', 'с сыром'],
  ['spicy', 'pikantna', 'острый'],
  ['of the day', 'dnia', 'дня'],
  ['with spinach', 'ze szpinakiem', 'со шпинатом'],
  ['with beetroot', 'z buraczkami', 'со свёклой'],
  ['Żurek style', 'po żurkowemu', 'по-журековски'],
];
const categoryCount = 100;

const nameOf = (index, words) => ({
  en: `${words[0][0]} ${words[1][0]} ${index + 1}`,
  pl: `${words[0][1]} ${words[1][1]} ${index + 1}`,
  ru: `${words[0][2]} ${words[1][2]} ${index + 1}`,
});

const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
try {
  const started = performance.now();
  await seedDemoData(handle.db, new UploadStore(join(dataDir, 'uploads')));
  const categoryRows = Array.from({ length: categoryCount }, (_, index) => {
    const name = nameOf(index, [dishes[index % dishes.length], styles[index % styles.length]]);
    return { name, slug: `bench-category-${index + 1}`, search_text: searchTextOf(name) };
  });
  const categoryIds = (
    await handle.db.insert(productCategories).values(categoryRows).returning({ id: productCategories.id })
  ).map((row) => row.id);
  for (let first = 0; first < count; first += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - first) }, (_, offset) => {
      const index = first + offset;
      const name = nameOf(index, [
        dishes[index % dishes.length],
        styles[Math.floor(index / 10) % styles.length],
      ]);
      return {
        name,
        price: 10 + (index % 40),
        category_id: categoryIds[index % categoryIds.length],
        search_text: searchTextOf(name),
      };
    });
    await handle.db.insert(products).values(rows);
  }
  // PGlite has no autovacuum: without fresh statistics the planner would not know the table grew.
  await handle.db.execute(sql`analyze`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  demo data, ${categoryCount} categories and ${count} products in ${seconds.toFixed(1)} s`);
} finally {
  await handle.close();
}
