import { expect, type Locator, type Page } from '@playwright/test';
import { type InterfaceLanguage, t } from '../i18n.ts';

export const productsImportPath = '/app/menu/products/products/import';

/** The products import screen: choose a file, read the preview, import, read the summary. */
export class ProductsImportPage {
  constructor(
    readonly page: Page,
    readonly language: InterfaceLanguage = 'en',
  ) {}

  async goto() {
    await this.page.goto(productsImportPath);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text('nav.items.products_import') }),
    ).toBeVisible();
  }

  text(key: string, values: Record<string, string | number> = {}) {
    return t(key, this.language, values);
  }

  /** Drops a file on the drop zone (its hidden file input) and waits for the server's answer. */
  async chooseFile(name: string, bytes: Buffer) {
    await this.page.locator('[data-testid="import-dropzone"] input[type="file"]').setInputFiles({
      name,
      mimeType: name.endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv',
      buffer: bytes,
    });
  }

  previewHeading(rows: number): Locator {
    return this.page.getByRole('heading', {
      level: 2,
      name: this.text('productImport.preview_title', { count: rows }),
    });
  }

  get errors(): Locator {
    return this.page.getByTestId('import-errors');
  }

  get refusal(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.text('productImport.file_refused') });
  }

  importButton(rows: number): Locator {
    return this.page.getByRole('button', { name: this.text('productImport.start', { count: rows }) });
  }

  mappingOf(column: string): Locator {
    return this.page.getByRole('combobox', { name: this.text('productImport.column_field', { column }) });
  }

  get progressBar(): Locator {
    return this.page.getByRole('progressbar', { name: this.text('productImport.progress_label') });
  }

  /** "1,250 of 5,000 rows written" under the bar (the bar itself has no width at 0 %). */
  get progressText(): Locator {
    return this.page.getByText(
      new RegExp(this.text('productImport.progress', { processed: '[\\d\\s,. ]+', total: '[\\d\\s,. ]+' })),
    );
  }

  get summary(): Locator {
    return this.page.getByTestId('import-summary');
  }

  summaryText(created: number, updated: number): string {
    const format = new Intl.NumberFormat(this.language).format;
    return this.text('productImport.done_summary', { created: format(created), updated: format(updated) });
  }
}
