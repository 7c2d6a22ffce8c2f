// Sample values the settings specs type, shared by the tab specs and the screenshots.

/** Opening hours per weekday (Sunday 0), typed as digits only: the mask adds the colon. */
export const openingHours: [string, string][] = [
  ['10:00', '16:00'],
  ['08:00', '22:00'],
  ['08:30', '22:00'],
  ['09:00', '21:30'],
  ['09:15', '23:00'],
  ['11:00', '23:59'],
  ['12:00', '18:45'],
];

/** The rows as the screen lists them: Monday first, Sunday last. */
export const shownOrder = <T>(byWeekday: T[]): T[] => [...byWeekday.slice(1), byWeekday[0]];

export const website = {
  website_email: 'hello@e2e-trattoria.test',
  website_telephone: '+48 500 600 700',
  contact_us_map_center_position: '50.0647, 19.945',
  youtube_link: 'https://youtube.com/@e2e-trattoria',
  facebook_link: 'https://facebook.com/e2e.trattoria',
  instagram_link: 'https://instagram.com/e2e_trattoria',
  ios_app_link: 'https://apps.apple.com/app/e2e-trattoria/id123',
  android_app_link: 'https://play.google.com/store/apps/details?id=test.e2e.trattoria',
  telegram_bot_link: 'https://t.me/e2e_trattoria_bot',
  privacy_policy_text: 'We keep your data safe.\nWe never sell it.',
  offer_page_text: 'Ordering means accepting this offer.',
  miscellaneous_scripts: '<script>window.e2eAnalytics = true;</script>',
};
export const siteMeta = {
  title: { en: 'Trattoria E2E', pl: 'Trattoria E2E po polsku', ru: 'Траттория E2E' },
  description: { en: 'Fresh pasta daily', pl: 'Świeży makaron codziennie', ru: 'Свежая паста каждый день' },
};
export const checkoutSwitches = [
  'people_count_input_enabled',
  'additional_people_count_input_enabled',
  'change_input_enabled',
  'tin_checkbox_enabled',
  'bonuses_checkbox_enabled',
];
export const appLinks = ['ios_app_link', 'android_app_link', 'telegram_bot_link'];
export const pageMeta: Record<
  string,
  { title: Record<string, string>; description: Record<string, string> }
> = {
  home: {
    title: { en: 'Home E2E', pl: 'Strona główna E2E', ru: 'Главная E2E' },
    description: { en: 'Home description', pl: 'Opis strony głównej', ru: 'Описание главной' },
  },
  contact: {
    title: { en: 'Contact E2E', pl: 'Kontakt E2E', ru: 'Контакты E2E' },
    description: { en: 'Find us', pl: 'Znajdź nas', ru: 'Как нас найти' },
  },
  wishlist: {
    title: { en: 'Wishlist E2E', pl: 'Ulubione E2E', ru: 'Избранное E2E' },
    description: { en: 'Your favourites', pl: 'Twoje ulubione', ru: 'Ваше избранное' },
  },
  privacy: {
    title: { en: 'Privacy E2E', pl: 'Prywatność E2E', ru: 'Конфиденциальность E2E' },
    description: { en: 'How we use data', pl: 'Jak używamy danych', ru: 'Как мы используем данные' },
  },
};
export const metaKey = (page: string, field: 'title' | 'description') =>
  page === 'home' ? `meta_${field}` : `${page}_page_meta_${field}`;
