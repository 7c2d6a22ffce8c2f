// One import for specs: `import { test, expect, ResourceListPage } from './support/index.ts';`
export { adminCredentials, getBaseUrl } from './env.ts';
export { anyLanguage, escapeRegExp, type InterfaceLanguage, interfaceLanguages, t } from './i18n.ts';
export { chooseOption, type FieldValue, setChecked, setFieldValue } from './pages/fields.ts';
export { LoginPage } from './pages/login.page.ts';
export { ResourceFormPage } from './pages/resource-form.page.ts';
export { ResourceListPage } from './pages/resource-list.page.ts';
export { ShellPage } from './pages/shell.page.ts';
export { saveScreenshot } from './screenshots.ts';
export { expect, type Session, test } from './test.ts';
