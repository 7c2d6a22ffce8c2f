import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { demoIngredientCategories, demoIngredients, demoStories } from './menu-data.ts';
import { dishPicture, ingredientCategoryPicture, ingredientPicture, storyPicture } from './pictures.ts';
import { demoProducts } from './products-data.ts';

/**
 * Every demo picture on one sheet, to judge the drawings at a glance:
 * `node --import tsx apps/server/src/db/demo-menu/contact-sheet.ts [out.png] [cell px]`.
 * Not used by the server.
 */
const [output = '/tmp/demo-shots/contact.png', cellText = '128'] = process.argv.slice(2);
const cell = Number(cellText);
const started = process.cpuUsage();
const pictures = [
  ...demoProducts.map((row) => dishPicture(row.look, row.sku)),
  ...demoIngredients.map((row) => ingredientPicture(row.look, row.key)),
  ...demoIngredientCategories.map((row) =>
    ingredientCategoryPicture(
      row.color,
      demoIngredients
        .filter((ingredient) => ingredient.category === row.key)
        .map((ingredient) => ingredient.look),
      row.key,
    ),
  ),
  ...demoStories.map((row) => storyPicture(row.look, row.colors, row.web_link)),
];
const cpuMs = Math.round(process.cpuUsage(started).user / 1000);
const kilobytes = Math.round(pictures.reduce((sum, png) => sum + png.length, 0) / 1024);
console.log(`${pictures.length} pictures in ${cpuMs} ms of CPU, ${kilobytes} KB`);

// Each picture shrunk (nearest pixel) into a cell as tall as a story needs.
const columns = 10;
const rowHeight = Math.round(cell * 1.8);
const sheet = new PNG({ width: columns * cell, height: Math.ceil(pictures.length / columns) * rowHeight });
sheet.data.fill(255);
for (const [index, bytes] of pictures.entries()) {
  const image = PNG.sync.read(bytes);
  const scale = image.width / cell;
  const left = (index % columns) * cell;
  const top = Math.floor(index / columns) * rowHeight;
  for (let y = 0; y < Math.min(rowHeight, Math.floor(image.height / scale)); y++) {
    for (let x = 0; x < cell; x++) {
      const from = (Math.floor(y * scale) * image.width + Math.floor(x * scale)) * 4;
      image.data.copy(sheet.data, ((top + y) * sheet.width + left + x) * 4, from, from + 4);
    }
  }
}
writeFileSync(output, PNG.sync.write(sheet));
console.log(`Sheet: ${output}`);
