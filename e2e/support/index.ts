// One import for specs: `import { test, expect, ResourceListPage } from './support/index.ts';`
export { apiAs, createRecord, deleteMatching, deleteRecords, findRecords, signedInApi } from './api.ts';
export { adminCredentials, getBaseUrl } from './env.ts';
export { anyLanguage, escapeRegExp, type InterfaceLanguage, interfaceLanguages, t } from './i18n.ts';
export { gradientPng, onePixelPng, writeTempFile } from './images.ts';
export { chooseOption, type FieldValue, setChecked, setFieldValue } from './pages/fields.ts';
export { LoginPage } from './pages/login.page.ts';
export { ProductsImportPage, productsImportPath } from './pages/products-import.page.ts';
export { ResourceFormPage } from './pages/resource-form.page.ts';
export { ResourceListPage } from './pages/resource-list.page.ts';
export {
  generalSettingsPath,
  SettingsPage,
  type SettingsTabKey,
  settingsTabKeys,
  smsSettingsPath,
  type UploadFile,
} from './pages/settings.page.ts';
export { ShellPage } from './pages/shell.page.ts';
export { isTakingScreenshots, saveScreenshot, screenshotsSkipReason } from './screenshots.ts';
export {
  parseJsonSetting,
  readSettings,
  restoreSettings,
  type SettingValueMap,
  saveSettings,
} from './settings-api.ts';
export { expect, type Session, test } from './test.ts';
export {
  applyLook,
  darkTheme,
  type Look,
  lightTheme,
  type Shot,
  screenshotInThemes,
  screenshotLooks,
  storeTheme,
  type ThemeId,
} from './themes.ts';
