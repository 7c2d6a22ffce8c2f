import { tableRows } from './menu-data.ts';

/**
 * The demo menu, one product a line: SKU | category | picture look | price | weight (g or ml) |
 * flags (P popular, A additional, b/a/w hidden from the bot/app/website) | name en | pl | ru |
 * description en | pl | ru | ingredient keys. Accents are kept: the search tests look for them.
 */
const rows = tableRows(`
PIZ-MARGHERITA | pizza-classic | pizza margherita | 29.00 | 480 | P | Margherita | Margherita | Маргарита | Tomato sauce, mozzarella and fresh basil | Sos pomidorowy, mozzarella i świeża bazylia | Томатный соус, моцарелла и свежий базилик | tomato mozzarella basil flour
PIZ-PEPPERONI | pizza-classic | pizza pepperoni | 34.00 | 520 | P | Pepperoni | Pepperoni | Пепперони | Spicy salami on tomato sauce and mozzarella | Pikantne salami na sosie pomidorowym z mozzarellą | Острая салями на томатном соусе с моцареллой | salami tomato mozzarella flour
PIZ-CAPRICCIOSA | pizza-classic | pizza capricciosa | 35.00 | 560 | - | Capricciosa | Capricciosa | Капричоза | Ham, champignons and olives | Szynka, pieczarki i oliwki | Ветчина, шампиньоны и оливки | pork champignon tomato mozzarella flour
PIZ-FORMAGGI | pizza-classic | pizza formaggi | 38.00 | 500 | - | Quattro formaggi | Quattro formaggi | Четыре сыра | Mozzarella, gorgonzola, parmesan and feta on cream | Mozzarella, gorgonzola, parmezan i feta na śmietanie | Моцарелла, горгонзола, пармезан и фета на сливках | mozzarella parmesan feta cream flour
PIZ-HAWAII | pizza-classic | pizza hawaiian | 33.00 | 540 | - | Hawaiian | Hawajska | Гавайская | Ham and pineapple: loved or hated | Szynka i ananas: kochana albo znienawidzona | Ветчина и ананас: её любят или ненавидят | pork tomato mozzarella flour
PIZ-DIAVOLA | pizza-classic | pizza diavola | 36.00 | 520 | - | Diavola | Diavola | Дьявола | Salami and hot chili peppers | Salami i ostre papryczki chili | Салями и острый перец чили | salami pepper tomato mozzarella flour
PIZ-FUNGHI | pizza-vegetarian | pizza funghi | 31.00 | 500 | - | Funghi | Funghi | Фунги | Champignons and porcini on tomato sauce | Pieczarki i borowiki na sosie pomidorowym | Шампиньоны и белые грибы на томатном соусе | champignon porcini tomato mozzarella flour
PIZ-ORTOLANA | pizza-vegetarian | pizza ortolana | 32.00 | 530 | - | Ortolana | Ortolana | Орталана | Roasted peppers, olives and mushrooms | Pieczona papryka, oliwki i pieczarki | Печёный перец, оливки и грибы | pepper champignon tomato mozzarella flour
PIZ-SPINACI | pizza-vegetarian | pizza spinaci | 33.00 | 510 | - | Spinach and feta | Szpinak z fetą | Шпинат с фетой | Spinach, feta and garlic on cream | Szpinak, feta i czosnek na śmietanie | Шпинат, фета и чеснок на сливках | spinach feta garlic cream flour
PIZ-CAPRESE | pizza-vegetarian | pizza caprese | 32.00 | 500 | - | Caprese pizza | Pizza caprese | Пицца капрезе | Cherry tomatoes, mozzarella and basil | Pomidorki koktajlowe, mozzarella i bazylia | Томаты черри, моцарелла и базилик | tomato mozzarella basil flour
SOUP-ZUREK | soups | bowl zurek | 24.00 | 450 | P | Żurek | Żurek | Журек | Sour rye soup with white sausage and egg | Zupa na zakwasie z białą kiełbasą i jajkiem | Кислый суп на ржаной закваске с белой колбасой и яйцом | sourdough sausage egg potato garlic
SOUP-BARSZCZ | soups | bowl barszcz | 22.00 | 400 | P | Red borscht with uszka | Barszcz czerwony z uszkami | Красный борщ с ушками | Clear beetroot soup with mushroom dumplings | Czysty barszcz z uszkami z grzybami | Прозрачный борщ с ушками с грибами | beetroot porcini flour garlic
SOUP-ROSOL | soups | bowl rosol | 19.00 | 400 | - | Chicken broth | Rosół | Куриный бульон | Golden broth with noodles and carrot | Złocisty rosół z makaronem i marchewką | Золотистый бульон с лапшой и морковью | chicken flour dill
SOUP-POMIDOROWA | soups | bowl pomidorowa | 18.00 | 400 | - | Tomato soup | Zupa pomidorowa | Томатный суп | With noodles and a swirl of cream | Z makaronem i kleksem śmietany | С лапшой и сметаной | tomato cream flour
SOUP-GROCHOWKA | soups | bowl grochowka | 20.00 | 450 | - | Pea soup | Grochówka | Гороховый суп | Split pea soup with smoked sausage | Grochówka z wędzoną kiełbasą | Гороховый суп с копчёной колбасой | potato bacon onion
SOUP-OGORKOWA | soups | bowl ogorkowa | 19.00 | 400 | - | Pickled cucumber soup | Zupa ogórkowa | Суп из солёных огурцов | Pickles, potatoes and plenty of dill | Kiszone ogórki, ziemniaki i dużo koperku | Солёные огурцы, картофель и много укропа | cucumber potato dill cream
PIE-RUSKIE | pierogi | pierogi ruskie | 27.00 | 300 | P | Pierogi ruskie | Pierogi ruskie | Вареники с картофелем и творогом | Potato and farmer's cheese, fried onion on top | Ziemniaki z twarogiem, ze smażoną cebulką | Картофель с творогом и жареным луком | potato twarog onion flour
PIE-MIESO | pierogi | pierogi meat | 29.00 | 300 | - | Pierogi with meat | Pierogi z mięsem | Вареники с мясом | Fried, with pork and beef, bacon cracklings | Smażone, z wieprzowiną i wołowiną, ze skwarkami | Жареные, со свининой и говядиной, со шкварками | pork beef bacon onion flour
PIE-KAPUSTA | pierogi | pierogi cabbage | 27.00 | 300 | - | Pierogi with cabbage and mushrooms | Pierogi z kapustą i grzybami | Вареники с капустой и грибами | Sauerkraut and forest mushrooms | Kiszona kapusta i grzyby leśne | Квашеная капуста и лесные грибы | cabbage porcini onion flour
PIE-JAGODY | pierogi | pierogi blueberry | 26.00 | 300 | - | Blueberry pierogi | Pierogi z jagodami | Вареники с черникой | Sweet, with sour cream and sugar | Na słodko, ze śmietaną i cukrem | Сладкие, со сметаной и сахаром | blueberry cream flour
PIE-SZPINAK | pierogi | pierogi spinach | 27.00 | 300 | - | Pierogi with spinach | Pierogi ze szpinakiem | Вареники со шпинатом | Spinach, feta and garlic, with sour cream | Szpinak, feta i czosnek, ze śmietaną | Шпинат, фета и чеснок, со сметаной | spinach feta garlic cream flour
PIE-USZKA | pierogi | pierogi uszka | 24.00 | 250 | - | Uszka with mushrooms | Uszka z grzybami | Ушки с грибами | Tiny dumplings with porcini and onion | Małe uszka z borowikami i cebulką | Маленькие ушки с белыми грибами и луком | porcini onion flour
SAL-CAESAR | salads | bowl caesar | 31.00 | 320 | P | Caesar salad | Sałatka Cezar | Салат «Цезарь» | Chicken, croutons and parmesan | Kurczak, grzanki i parmezan | Курица, гренки и пармезан | chicken parmesan egg garlic
SAL-GREEK | salads | bowl greek | 28.00 | 320 | - | Greek salad | Sałatka grecka | Греческий салат | Tomato, cucumber, feta, olives and red onion | Pomidor, ogórek, feta, oliwki i czerwona cebula | Помидор, огурец, фета, оливки и красный лук | tomato cucumber feta onion
SAL-MIZERIA | salads | bowl mizeria | 14.00 | 250 | - | Mizeria | Mizeria | Мизерия | Cucumbers in sour cream with dill | Ogórki w śmietanie z koperkiem | Огурцы в сметане с укропом | cucumber cream dill
SAL-JARZYNOWA | salads | bowl jarzynowa | 16.00 | 250 | - | Vegetable salad | Sałatka jarzynowa | Салат «Оливье» | Potato, carrot, peas and egg in mayonnaise | Ziemniaki, marchewka, groszek i jajko z majonezem | Картофель, морковь, горошек и яйцо с майонезом | potato egg cucumber
SAL-CAPRESE | salads | plated caprese | 27.00 | 280 | - | Caprese | Caprese | Капрезе | Tomato and mozzarella with basil and balsamic | Pomidor i mozzarella z bazylią i balsamico | Помидоры и моцарелла с базиликом и бальзамико | tomato mozzarella basil
MAIN-SCHABOWY | mains | plated schabowy | 42.00 | 480 | P | Pork cutlet | Kotlet schabowy | Свиная отбивная | Breaded pork loin with potatoes and coleslaw | Panierowany schab z ziemniakami i surówką | Свиная корейка в панировке с картофелем и салатом | pork egg flour potato cabbage dill
MAIN-GOLABKI | mains | plated golabki | 36.00 | 420 | - | Gołąbki | Gołąbki | Голубцы | Cabbage rolls with meat and rice in tomato sauce | Gołąbki z mięsem i ryżem w sosie pomidorowym | Голубцы с мясом и рисом в томатном соусе | cabbage pork tomato onion
MAIN-BIGOS | mains | plated bigos | 34.00 | 400 | - | Bigos | Bigos | Бигос | Hunter's stew of sauerkraut, meats and mushrooms | Bigos z kiszonej kapusty, mięs i grzybów | Тушёная квашеная капуста с мясом и грибами | cabbage pork beef porcini onion
MAIN-PLACKI | mains | plated placki | 29.00 | 350 | - | Potato pancakes | Placki ziemniaczane | Драники | Crisp, with sour cream | Chrupiące, ze śmietaną | Хрустящие, со сметаной | potato onion egg flour cream
MAIN-KACZKA | mains | plated kaczka | 59.00 | 450 | P | Roast duck with apples | Kaczka z jabłkami | Утка с яблоками | Duck leg with baked apples and beetroot | Udko z kaczki z pieczonymi jabłkami i buraczkami | Утиная ножка с печёными яблоками и свёклой | apple beetroot potato
MAIN-PSTRAG | mains | plated pstrag | 54.00 | 420 | - | Grilled trout | Pstrąg z grilla | Форель на гриле | Whole trout with lemon and dill potatoes | Cały pstrąg z cytryną i ziemniakami z koperkiem | Целая форель с лимоном и картофелем с укропом | trout lemon potato dill
MAIN-LUNCH | mains | set lunch | 39.00 | 1000 | P | Lunch set | Zestaw lunchowy | Бизнес-ланч | Żurek, pierogi ruskie and a glass of kompot | Żurek, pierogi ruskie i szklanka kompotu | Журек, вареники и стакан компота | -
MAIN-PIZZA-PARTY | mains | set pizza | 69.00 | 1500 | - | Pizza party | Pizza dla dwojga | Пицца на двоих | Margherita, pepperoni and a jug of lemonade | Margherita, pepperoni i dzbanek lemoniady | Маргарита, пепперони и кувшин лимонада | -
BRG-CLASSIC | burgers | burger classic | 32.00 | 350 | - | Classic burger | Burger klasyczny | Классический бургер | Beef, tomato, onion and lettuce | Wołowina, pomidor, cebula i sałata | Говядина, помидор, лук и салат | beef tomato onion flour
BRG-CHEESE | burgers | burger cheese | 34.00 | 370 | P | Cheeseburger | Cheeseburger | Чизбургер | Beef with melted cheddar | Wołowina z roztopionym cheddarem | Говядина с расплавленным чеддером | beef tomato flour
BRG-BACON | burgers | burger bacon | 38.00 | 400 | - | Bacon BBQ burger | Burger z boczkiem BBQ | Бургер с беконом BBQ | Beef, crisp bacon, cheddar and BBQ sauce | Wołowina, chrupiący boczek, cheddar i sos BBQ | Говядина, хрустящий бекон, чеддер и соус BBQ | beef bacon onion flour
BRG-CHICKEN | burgers | burger chicken | 31.00 | 350 | - | Crispy chicken burger | Burger z chrupiącym kurczakiem | Бургер с хрустящей курицей | Breaded chicken with tomato and lettuce | Panierowany kurczak z pomidorem i sałatą | Курица в панировке с помидором и салатом | chicken tomato flour egg
BRG-VEGGIE | burgers | burger veggie | 30.00 | 330 | - | Beetroot burger | Burger z buraka | Бургер со свёклой | Beetroot and bean patty, cheese and onion | Kotlet z buraka i fasoli, ser i cebula | Котлета из свёклы и фасоли, сыр и лук | beetroot onion flour
DES-BRULEE | desserts | dessert brulee | 19.00 | 150 | P | Crème brûlée | Crème brûlée | Крем-брюле | Vanilla cream under a crackling caramel crust | Krem waniliowy pod chrupiącym karmelem | Ванильный крем под хрустящей карамельной корочкой | cream egg
DES-SERNIK | desserts | dessert sernik | 17.00 | 160 | - | Cheesecake | Sernik | Чизкейк | Baked Polish cheesecake with blueberries | Sernik pieczony z jagodami | Польский запечённый чизкейк с черникой | twarog egg blueberry flour
DES-SZARLOTKA | desserts | dessert szarlotka | 16.00 | 180 | - | Apple pie | Szarlotka | Шарлотка | Warm, with crumble and a scoop of ice cream | Na ciepło, z kruszonką i gałką lodów | Тёплая, с крошкой и шариком мороженого | apple flour egg
DES-TIRAMISU | desserts | dessert tiramisu | 19.00 | 150 | - | Tiramisu | Tiramisu | Тирамису | Mascarpone, espresso and cocoa | Mascarpone, espresso i kakao | Маскарпоне, эспрессо и какао | cream egg flour
DES-PACZKI | desserts | dessert paczki | 9.00 | 120 | - | Pączki | Pączki | Пончики | Two doughnuts with rose jam and icing | Dwa pączki z konfiturą różaną i lukrem | Два пончика с розовым джемом и глазурью | flour egg
DES-LODY | desserts | dessert lody | 14.00 | 180 | - | Ice cream | Lody | Мороженое | Vanilla, strawberry and chocolate scoops | Gałki waniliowa, truskawkowa i czekoladowa | Ванильное, клубничное и шоколадное | cream
DES-NALESNIKI | desserts | plated nalesniki | 18.00 | 250 | - | Crêpes with farmer's cheese | Naleśniki z twarogiem | Блинчики с творогом | Sweet cheese filling and cherry sauce | Słodki twaróg i sos wiśniowy | Сладкий творог и вишнёвый соус | twarog flour egg
HOT-ESPRESSO | drinks-hot | cup espresso | 8.00 | 30 | - | Espresso | Espresso | Эспрессо | A short, strong shot | Krótkie, mocne espresso | Короткий крепкий кофе | -
HOT-CAPPUCCINO | drinks-hot | cup cappuccino | 12.00 | 250 | P | Cappuccino | Cappuccino | Капучино | Espresso with velvety milk foam | Espresso z aksamitną pianką | Эспрессо с бархатной молочной пенкой | -
HOT-LATTE | drinks-hot | cup latte | 13.00 | 300 | - | Caffè latte | Caffè latte | Латте | Mild coffee with plenty of milk | Łagodna kawa z dużą ilością mleka | Мягкий кофе с большим количеством молока | -
HOT-TEA | drinks-hot | cup tea | 9.00 | 300 | - | Black tea with lemon | Herbata z cytryną | Чёрный чай с лимоном | Loose-leaf black tea | Herbata czarna liściasta | Листовой чёрный чай | lemon
HOT-CHOCOLATE | drinks-hot | cup chocolate | 14.00 | 300 | - | Hot chocolate | Gorąca czekolada | Горячий шоколад | With marshmallows | Z piankami | С маршмеллоу | -
HOT-GRZANIEC | drinks-hot | cup grzaniec | 18.00 | 250 | b | Mulled wine | Grzaniec | Глинтвейн | Red wine with orange and cloves | Czerwone wino z pomarańczą i goździkami | Красное вино с апельсином и гвоздикой | -
COLD-KOMPOT | drinks-cold | drink kompot | 8.00 | 300 | P | Strawberry kompot | Kompot truskawkowy | Клубничный компот | Homemade, lightly sweet | Domowy, lekko słodki | Домашний, слегка сладкий | -
COLD-LEMONADE | drinks-cold | drink lemoniada | 12.00 | 400 | - | Lemonade | Lemoniada | Лимонад | Lemon, mint and ice | Cytryna, mięta i lód | Лимон, мята и лёд | lemon
COLD-JUICE | drinks-cold | drink juice | 11.00 | 300 | - | Orange juice | Sok pomarańczowy | Апельсиновый сок | Freshly squeezed | Świeżo wyciskany | Свежевыжатый | -
COLD-WATER | drinks-cold | drink water | 6.00 | 500 | - | Mineral water | Woda mineralna | Минеральная вода | Still or sparkling | Niegazowana lub gazowana | Без газа или с газом | -
COLD-COLA | drinks-cold | drink cola | 8.00 | 330 | - | Cola | Cola | Кола | With ice and lemon | Z lodem i cytryną | Со льдом и лимоном | -
COLD-KWAS | drinks-cold | drink kwas | 9.00 | 400 | a | Kvass | Kwas chlebowy | Хлебный квас | Fermented rye bread drink | Napój z fermentowanego chleba żytniego | Напиток из ржаного хлеба | sourdough
SIDE-FRIES | sides | side fries | 12.00 | 180 | PA | French fries | Frytki | Картофель фри | With ketchup | Z keczupem | С кетчупом | potato
SIDE-BREAD | sides | side bread | 7.00 | 150 | A | Bread basket | Koszyk pieczywa | Хлебная корзинка | Rye and wheat sourdough bread | Chleb żytni i pszenny na zakwasie | Ржаной и пшеничный хлеб на закваске | sourdough flour
SIDE-POTATOES | sides | bowl potatoes | 9.00 | 200 | A | Potatoes with dill | Ziemniaki z koperkiem | Картофель с укропом | Young potatoes with butter | Młode ziemniaki z masłem | Молодой картофель с маслом | potato dill
SIDE-COLESLAW | sides | bowl coleslaw | 8.00 | 150 | A | Coleslaw | Surówka z kapusty | Салат из капусты | White cabbage and carrot | Biała kapusta z marchewką | Белокочанная капуста с морковью | cabbage
SIDE-GARLIC | sides | side garlic | 4.00 | 50 | A | Garlic sauce | Sos czosnkowy | Чесночный соус | Yoghurt, garlic and herbs | Jogurt, czosnek i zioła | Йогурт, чеснок и зелень | garlic cream dill
SIDE-CREAM | sides | side cream | 3.00 | 50 | A | Sour cream | Śmietana | Сметана | A side of thick sour cream | Gęsta śmietana osobno | Густая сметана отдельно | cream
SIDE-KETCHUP | sides | side ketchup | 3.00 | 50 | Ab | Ketchup | Keczup | Кетчуп | Tomato ketchup | Keczup pomidorowy | Томатный кетчуп | tomato
`);

export const demoProducts = rows.map(
  ([sku, category, look, price, weight, flags, en, pl, ru, descEn, descPl, descRu, ingredientKeys]) => ({
    sku,
    category,
    look,
    price: Number(price),
    weight: Number(weight),
    flags,
    name: { en, pl, ru },
    description: { en: descEn, pl: descPl, ru: descRu },
    ingredients: ingredientKeys === '-' ? [] : ingredientKeys.split(' '),
  }),
);
