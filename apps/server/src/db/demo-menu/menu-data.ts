import type { IngredientLook } from './pictures.ts';

type Names = { en: string; pl: string; ru: string };

/** Rows of "key | en | pl | ru | …": the demo is data, read like a table. */
export function tableRows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

const names = (en: string, pl: string, ru: string): Names => ({ en, pl, ru });

/** Product categories: key, parent key (or -), the look of their picture, names, channels (w a b). */
export const demoCategories = tableRows(`
pizza            | -     | pizza margherita   | w a b | Pizza | Pizza | Пицца
pizza-classic    | pizza | pizza pepperoni    | w a b | Classic | Klasyczne | Классические
pizza-vegetarian | pizza | pizza ortolana     | w a b | Vegetarian | Wegetariańskie | Вегетарианские
soups            | -     | bowl zurek         | w a b | Soups | Zupy | Супы
pierogi          | -     | pierogi ruskie     | w a b | Pierogi | Pierogi | Вареники
salads           | -     | bowl greek         | w a b | Salads | Sałatki | Салаты
mains            | -     | plated schabowy    | w a b | Main courses | Dania główne | Горячие блюда
burgers          | -     | burger cheese      | w a - | Burgers | Burgery | Бургеры
desserts         | -     | dessert brulee     | w a b | Desserts | Desery | Десерты
drinks           | -     | drink lemoniada    | w a b | Drinks | Napoje | Напитки
drinks-hot       | drinks| cup cappuccino     | w a b | Hot drinks | Napoje gorące | Горячие напитки
drinks-cold      | drinks| drink kompot       | w a b | Cold drinks | Napoje zimne | Холодные напитки
sides            | -     | side fries         | w - b | Sides and sauces | Dodatki i sosy | Гарниры и соусы
`).map(([key, parent, look, channels, en, pl, ru]) => ({
  key,
  parent: parent === '-' ? undefined : parent,
  look,
  name: names(en, pl, ru),
  channels,
}));

/** Ingredient categories: key, parent key (or -), colour, names. */
export const demoIngredientCategories = tableRows(`
vegetables | -          | #4caf50 | Vegetables | Warzywa | Овощи
mushrooms  | vegetables | #8d6e63 | Mushrooms | Grzyby | Грибы
meat       | -          | #e53935 | Meat and fish | Mięso i ryby | Мясо и рыба
dairy      | -          | #fbc02d | Dairy and eggs | Nabiał i jajka | Молочное и яйца
dough      | -          | #a1887f | Dough and grains | Ciasto i zboża | Тесто и злаки
herbs      | -          | #7cb342 | Herbs and fruit | Zioła i owoce | Зелень и фрукты
`).map(([key, parent, color, en, pl, ru]) => ({
  key,
  parent: parent === '-' ? undefined : parent,
  color,
  name: names(en, pl, ru),
}));

/** Ingredients: key, category key, icon shape and colour, names. */
export const demoIngredients = tableRows(`
tomato      | vegetables | round    #d8392b | Tomato | Pomidor | Помидор
potato      | vegetables | ball     #d9b26a | Potato | Ziemniak | Картофель
onion       | vegetables | bulb     #a5517f | Onion | Cebula | Лук
garlic      | vegetables | bulb     #efe8d8 | Garlic | Czosnek | Чеснок
cabbage     | vegetables | leaf     #b8d48a | Cabbage | Kapusta | Капуста
beetroot    | vegetables | round    #7a1f45 | Beetroot | Burak | Свёкла
cucumber    | vegetables | slice    #5e8f35 | Cucumber | Ogórek | Огурец
spinach     | vegetables | leaf     #2f6b2a | Spinach | Szpinak | Шпинат
pepper      | vegetables | round    #e0452c | Bell pepper | Papryka | Болгарский перец
champignon  | mushrooms  | mushroom #d9c3a0 | Champignons | Pieczarki | Шампиньоны
porcini     | mushrooms  | mushroom #8b5a2b | Porcini | Borowiki | Белые грибы
pork        | meat       | meat     #e9a19a | Pork | Wieprzowina | Свинина
beef        | meat       | meat     #b5403a | Beef | Wołowina | Говядина
chicken     | meat       | drumstick #d9a066 | Chicken | Kurczak | Курица
bacon       | meat       | strips   #c9574a | Bacon | Boczek | Бекон
sausage     | meat       | slice    #e0b49c | White sausage | Biała kiełbasa | Белая колбаса
salami      | meat       | slice    #b8322a | Pepperoni salami | Salami pepperoni | Салями пепперони
trout       | meat       | fish     #b7b2a5 | Trout | Pstrąg | Форель
mozzarella  | dairy      | ball     #f6f3ea | Mozzarella | Mozzarella | Моцарелла
feta        | dairy      | wedge    #efe9d6 | Feta | Feta | Фета
parmesan    | dairy      | wedge    #f1d77e | Parmesan | Parmezan | Пармезан
twarog      | dairy      | dollop   #f3eee0 | Farmer's cheese | Twaróg | Творог
cream       | dairy      | dollop   #f6f1e4 | Sour cream | Śmietana | Сметана
egg         | dairy      | egg      #f4b63c | Egg | Jajko | Яйцо
flour       | dough      | dollop   #efe6d2 | Wheat flour | Mąka pszenna | Пшеничная мука
sourdough   | dough      | dollop   #d8c39a | Rye sourdough | Zakwas żytni | Ржаная закваска
dill        | herbs      | sprig    #5a9e3a | Dill | Koperek | Укроп
basil       | herbs      | leaf     #3d8b37 | Basil | Bazylia | Базилик
blueberry   | herbs      | berries  #3c3b78 | Blueberries | Jagody | Черника
apple       | herbs      | round    #c8412a | Apple | Jabłko | Яблоко
lemon       | herbs      | slice    #f2d23c | Lemon | Cytryna | Лимон
`).map(([key, category, look, en, pl, ru]) => {
  const [shape, color] = look.split(/\s+/);
  return { key, category, look: { shape, color } as IngredientLook, name: names(en, pl, ru) };
});

/** Stories: the look of the dish, two backdrop colours, titles, the link on the website and in the app. */
export const demoStories = tableRows(`
pierogi ruskie  | #f6d365 #fda085 | /menu/pierogi   | Pierogi week: every plate with a free kompot | Tydzień pierogów: kompot gratis do każdego talerza | Неделя вареников: компот в подарок к каждой порции
set lunch       | #a1c4fd #c2e9fb | /menu/lunch-set | Lunch set for 39 zł, every weekday 12–16 | Zestaw lunchowy za 39 zł, w dni robocze 12–16 | Бизнес-ланч за 39 зл, по будням 12–16
pizza pepperoni | #ff9a9e #fecfef | /menu/pizza     | Pizza Friday: the second pizza for half price | Pizzowy piątek: druga pizza za pół ceny | Пицца-пятница: вторая пицца за полцены
`).map(([look, colors, link, en, pl, ru]) => ({
  look,
  colors: colors.split(' ') as [string, string],
  web_link: link,
  app_link: `mise:/${link}`,
  title: names(en, pl, ru),
}));
