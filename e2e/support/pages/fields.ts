import type { Locator, Page } from '@playwright/test';

/** A value a form field takes: text for inputs and selects, a boolean for switches and checkboxes. */
export type FieldValue = string | number | boolean;

/**
 * Sets one control found by its label, whatever kind it is: a native select, a combobox (Mantine
 * Select: click, then the `option` by name), a radiogroup (SegmentedControl: the `radio` by name),
 * a switch or checkbox, or a text input.
 */
export async function setFieldValue(page: Page, field: Locator, value: FieldValue): Promise<void> {
  const kind = await field.evaluate((element) => ({
    tag: element.tagName.toLowerCase(),
    type: element.getAttribute('type') ?? '',
    role: element.getAttribute('role') ?? '',
    popup: element.getAttribute('aria-haspopup') ?? '',
  }));
  if (typeof value === 'boolean' || kind.type === 'checkbox' || kind.role === 'switch') {
    await setChecked(page, field, Boolean(value));
    return;
  }
  const text = String(value);
  if (kind.role === 'radiogroup') {
    await setChecked(page, field.getByRole('radio', { name: text, exact: true }), true);
    return;
  }
  if (kind.tag === 'select') {
    await field.selectOption({ label: text });
    return;
  }
  if (kind.role === 'combobox' || kind.popup === 'listbox') {
    await chooseOption(page, field, text);
    return;
  }
  await field.fill(text);
}

/** Opens a combobox and clicks the option with that exact name; searchable selects get typed into. */
export async function chooseOption(page: Page, field: Locator, optionName: string): Promise<void> {
  await field.click();
  if (await field.isEditable()) await field.fill(optionName);
  await page.getByRole('option', { name: optionName, exact: true }).first().click();
}

/**
 * Switches and checkboxes are often visually hidden inputs: click the label tied to them when there
 * is one, else the input itself with force.
 */
export async function setChecked(page: Page, toggle: Locator, checked: boolean): Promise<void> {
  if ((await toggle.isChecked()) === checked) return;
  const id = await toggle.getAttribute('id');
  const label = id ? page.locator(`label[for="${id}"]`).first() : undefined;
  if (label && (await label.count()) > 0 && (await label.isVisible())) await label.click();
  else await toggle.click({ force: true });
}
