// What an ingredient line's words hold: the allergen lexicon (docs/decisions/067-allergens.md).
//
// Sources of the classes: the US Food Allergen Labeling and Consumer Protection Act 2004 (FALCPA: milk,
// egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans) with sesame added by the FASTER Act
// 2021, and Regulation (EU) No 1169/2011, Annex II (cereals containing gluten, crustaceans, eggs, fish,
// peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphur dioxide and sulphites, lupin, molluscs).
// The words and the foods they stand for were written for this module from what the foods are made of
// (a cheese is milk, a pasta shape is wheat, Worcestershire sauce holds anchovy); no other project's list
// was copied. Where the two laws differ we take the wider: oats, barley, rye and spelt are gluten (EU);
// chestnut and pine nut are tree nuts (US); coconut is not a tree nut (neither law's reading today).
//
// Each line is `phrase, phrase, … => classes ; flags`. A phrase is read word by word in the reader's
// canonical form (text.ts), so "anchovy" also reads "anchovies" and "Anchovies"; the longest phrase wins,
// which is how exceptions work: "peanut butter" (peanut) beats "butter" (milk), "coconut milk" (nothing)
// beats "milk". `-` is no class: a known word that holds none of the fourteen. Flags:
//   label  the line cannot be read with confidence: "check the label" (a composite product whose recipe
//          varies by maker: stock, sausage, curry paste, chocolate, a branded product…)
//   dairy  a dairy noun; after a plant word ("oat", "coconut", "cashew") it is a plant product, not milk
//   sub    such a plant product is a packaged substitute: check its label ("cashew cheese")
//   plant  a plant word that makes the dairy noun after it a plant product
//   gfq    a grain or starch without gluten that makes the gluten noun after it gluten-free ("rice noodles")
//   gfh    a gluten noun a gfq word can make gluten-free (flour, noodles, pasta, tortilla, crackers…)
//   pasta  an Italian pasta: "fresh"/"homemade" before it means an egg dough
//   nut    the bare word "nut(s)": both tree nuts and peanuts, unless a named nut comes just before it
//   white  "whites": egg whites when counted ("4 whites")
//   plain  a single food: a free-from word before it ("gluten-free oats") leaves nothing to check
//   unit   "roll": bread rolls, unless a count of something else ("1 roll goat cheese" is a log of it)
//   head   "sauce", "paste", "stock", "broth": unknown alone, known after a phrase the lexicon reads
//          ("hoisin sauce", "miso paste", "dashi stock"), still unknown after any other word ("chicken stock")

export const LEXICON = `
# ---------------------------------------------------------------- spellings: "variant, variant ~> word", read as the word in every phrase
mayonaise, mayonnese, mayonase, mayonaisse, mayonnaisse, mayonnase, mayonnaiise, mayonaisse, mayonaiise ~> mayonnaise
worchestershire, worcestershir, worchester, worchestire, worstershire, worcestire, worcesteshire, worcestorshire, worcester, wooster, worcestor, worshestershire ~> worcestershire
mozarella, mozzerella, mozzarela, mozerella ~> mozzarella
parmasan, parmesean, parmezan, parmasean ~> parmesan
chedder, chedar ~> cheddar
yoghurt, yogourt, yoghourt, yougurt, yogurth ~> yogurt
haloumi, hallumi ~> halloumi
linguini ~> linguine
fettucine, fettuccini, fettucini ~> fettuccine
tahina, tahineh, tehina ~> tahini
houmous, hoummos, humous, hommus, houmus, humus ~> hummus
omelet ~> omelette
bulghur, bulgar, burghul ~> bulgur
frikeh ~> freekeh
matzah, matza, matzoh ~> matzo
pitta ~> pita
chapatti ~> chapati
lavosh ~> lavash
gianduia ~> gianduja
pignolia ~> pignoli
pinyon ~> pinon
dukka, duqqa ~> dukkah
baklawa ~> baklava
tabouli, tabouleh, tabbouli ~> tabbouleh
aoli, alioli ~> aioli
spaetzle, spaetzli ~> spatzle
labne ~> labneh
muenster ~> munster
emmenthal, emmentaler ~> emmental
pistacchio, pistachios ~> pistachio
anchovie, anchovey ~> anchovy
sesami ~> sesame
sulfite ~> sulphite
sulfur ~> sulphur
metabisulfite ~> metabisulphite
sulfured ~> sulphured
ricota ~> ricotta
marscapone, mascapone, marscarpone ~> mascarpone
gruyer ~> gruyere
brioch ~> brioche
crossaint, croissaint ~> croissant
phyllo, fillo ~> filo
ketsup ~> catsup
bullion ~> bouillon
cocoanut ~> coconut

# ---------------------------------------------------------------- milk
milk, dairy, dairy milk, cows milk, cow milk, goats milk, goat milk, sheeps milk, sheep milk, buffalo milk, breast milk, whole milk, raw milk => milk ; dairy
milk solids, milk powder, powdered milk, dry milk, dried milk, milk protein, milk fat, milkfat, butterfat, milk derivative, latte, leche, tres leches => milk
condensed milk, evaporated milk, dulce de leche, cajeta, brigadeiro, malai, khoa, khoya, mawa, rabri, basundi, kulfi => milk
buttermilk, buttermilk powder => milk
butter, beurre => milk ; dairy
buttery, buttered, clarified butter, ghee, brown butter, beurre noisette, beurre blanc, butter oil, anhydrous milk fat => milk
beurre manie, roux => milk gluten
cream, creme, crema, double cream, single cream, whipping cream, heavy cream, whipped cream, clotted cream, table cream, chantilly => milk ; dairy
half and half, creme fraiche, sour cream, soured cream, smetana, kaymak => milk ; dairy sub
creamer, coffee creamer, whipped topping, cool whip => milk ; dairy sub label
plant milk, plant cream, plant butter, plant yogurt, plant based milk, non dairy milk, dairy free milk => - ; label
creamed spinach, cream liqueur, irish cream, baileys => milk
creamy, creamed, cream soda, creme de, cream of tartar, cream of rice, creme de cassis, creme de menthe, creme de cacao, cream sherry => -
cream of wheat => gluten
cream of mushroom, cream of chicken, cream of potato => milk gluten ; label
cream of celery => milk gluten celery ; label
yogurt, yogurts, greek yogurt, kefir, quark, skyr, labneh, dahi, curd, frozen yogurt => milk ; dairy sub
cheese curds, lassi, raita, tzatziki, cacik, whey, casein, caseinate, sodium caseinate, calcium caseinate, lactose, lactalbumin, lactoglobulin, whey protein => milk
cheese, fromage, formaggio, queso => milk ; dairy sub
cheesecloth => -
cheesy => milk
fromage frais, fromage blanc, queso fresco, queso blanco, queso oaxaca, queso chihuahua, cotija, paneer, panir, chhena, chenna, ricotta, ricotta salata, mozzarella, burrata, bocconcini, stracciatella, scamorza, provolone, caciocavallo => milk ; dairy sub
parmesan, parmigiano, reggiano, parmigiano reggiano, grana, grana padano, pecorino, pecorino romano, romano, asiago, fontina, taleggio, gorgonzola, dolcelatte, mascarpone, robiola, montasio, castelmagno => milk ; dairy sub
cheddar, red leicester, double gloucester, wensleydale, stilton, caerphilly, lancashire cheese, cheshire cheese, gruyere, emmental, raclette, comte, beaufort cheese, reblochon, tomme, brie, camembert, roquefort, bleu, blue cheese, port salut, port du salut, port de salut, munster, gouda, edam, leerdammer, jarlsberg, havarti, maasdam => milk ; dairy sub
monterey jack, pepper jack, colby, colby jack, american cheese, velveeta, cheez whiz, string cheese, cream cheese, cottage cheese, farmer cheese, farmers cheese, pot cheese, neufchatel, boursin, philadelphia, chevre, goat cheese, feta, halloumi => milk ; dairy sub
kasseri, kefalotyri, kefalograviera, graviera, mizithra, myzithra, manouri, manchego, idiazabal, mahon, tetilla, cabrales, akkawi, nabulsi, jibneh, kashkaval, sirene, bryndza, oscypek, twarog, tvorog, brunost, gjetost, cambozola, saint agur, mimolette, limburger, tilsit, provola, quesillo => milk ; dairy sub
romano bean, romano beans, romano pepper, romano peppers => -
custard, creme anglaise, creme patissiere, pastry cream, creme brulee, creme caramel, flan, zabaglione, sabayon, eggnog, egg nog, frozen custard, advocaat => milk egg
panna cotta, rice pudding, milk pudding, blancmange, kheer, payasam => milk
semolina pudding => milk gluten
caramel color, caramel colour, chia pudding => -
lemon curd, lime curd, orange curd, passion fruit curd, fruit curd => egg milk
buffalo sauce, buffalo wing sauce => milk ; label
pudding, pudding mix, instant pudding => milk ; label
ice cream, gelato, soft serve, frozen dessert => milk ; dairy sub label
alfredo, alfredo sauce, cheese sauce, cacio e pepe, saag paneer, palak paneer, quattro formaggi, fondue, queso dip, nacho cheese => milk
bechamel, mornay, white sauce, bread sauce, veloute => milk gluten
carbonara, hollandaise, bearnaise => milk egg
milk chocolate, white chocolate, chocolate milk, hot chocolate, drinking chocolate, cocoa mix => milk ; label
caramel, caramels, salted caramel, toffee, butterscotch, fudge, frosting, buttercream, cream cheese frosting => milk ; label
naan, naan bread, garlic naan => gluten milk
cheesecake => milk gluten egg
cheeseburger => milk gluten
grape nuts => gluten
milkshake, milk shake => milk ; label
gingerbread => gluten egg milk
goldfish crackers => gluten milk
margarine, vegetable spread, buttery spread, shortening blend => - ; label

# ---------------------------------------------------------------- egg
egg, eggs, whole egg, egg yolk, yolk, egg white, eggwhite, eggwash, egg wash, hard boiled egg, boiled egg, quail egg, duck egg, albumen, albumin, dried egg, egg powder, powdered egg, meringue, meringue powder, royal icing => egg
white, whites => - ; white
egg substitute, liquid egg => egg ; label
egg replacer, flax egg, chia egg, egg plant, eggplant, eggplants => -
mayonnaise, mayo, mayos, kewpie, miracle whip, sandwich spread, aioli, allioli, tartar sauce, tartare sauce, thousand island, russian dressing, marie rose, gribiche, sauce gribiche => egg
remoulade => egg mustard
caesar, caesar dressing => egg fish milk ; label
ranch, ranch dressing, ranch seasoning => milk egg ; label
blue cheese dressing => milk egg ; label
frittata, omelette, shakshuka, tamagoyaki, egg fried rice, scrambled eggs, pavlova, macaroon, souffle, spanish tortilla, tortilla espanola, hellmanns, best foods => egg
quorn => egg ; label
quiche, yorkshire pudding, popover, dutch baby, pancake, pancakes, crepe, crepes, blini, waffle, waffles, french toast, choux, choux pastry, eclair, profiterole, cream puff, doughnut, donut, donuts, churro, cake, cakes, cupcake, sponge cake, pound cake, angel food cake, muffin, muffins, brownie, brownies, cinnamon roll, cinnamon rolls, tiramisu, trifle, bread pudding, sticky toffee pudding => gluten egg milk
brioche, brioche bun, challah, egg bread, ladyfinger, lady finger, ladyfingers, savoiardi, sponge fingers, egg noodle, egg noodles, egg pasta, pasta alluovo, lo mein, chow mein, wonton, won ton, wonton wrapper, egg roll, egg roll wrapper, tempura, tempura batter, scotch egg, spatzle, hokkien noodles, wonton noodles => gluten egg
fresh pasta => gluten egg ; pasta
macaron, macarons, amaretti, amaretti biscuits, nougat, torrone, turron => tree_nut egg

# ---------------------------------------------------------------- fish
fish, fish fillet, white fish, whitefish, anchovy, anchovy fillet, anchovy paste, anchovy butter, anchovy essence, boquerones, sardine, sardines, pilchard, sprat, brisling, herring, kipper, kippers, rollmop, bloater, mackerel, salmon, lox, gravlax, gravadlax, trout, tuna, albacore, ahi, bonito, skipjack, yellowfin, bluefin => fish
cod, codfish, salt cod, bacalao, bacalhau, baccala, stockfish, lutefisk, haddock, finnan haddie, hake, pollock, pollack, coley, saithe, whiting, lingcod, plaice, sole, dover sole, lemon sole, flounder, fluke, halibut, turbot, brill, sea bass, seabass, bass, branzino, bronzino, sea bream, bream, dorade, porgy, snapper, grouper, mahi mahi, mahi, dorado, swordfish, marlin, monkfish, tilapia, carp, pike, perch, walleye, zander, sturgeon => fish
caviar, roe, fish roe, cod roe, tobiko, masago, ikura, tarama, taramasalata, bottarga, mentaiko, eel, unagi, anago, barramundi, basa, swai, pangasius, orange roughy, mullet, red mullet, john dory, skate, skate wing, shark, kingfish, yellowtail, hamachi, amberjack, wahoo, cobia, sablefish, black cod, pompano, whitebait, smelt, capelin, shad, trevally, hoki, snook, tilefish, opah, escolar, arctic char, sashimi, ceviche, kedgeree, gefilte => fish
eggplant caviar, aubergine caviar, texas caviar => -
fish sauce, fishsauce, nam pla, nuoc mam, nuoc cham, patis, colatura, garum, fish paste, fish ball, fish balls, fish oil, cod liver oil, bonito flakes, katsuobushi, dashi, hondashi, dashi powder, dashi granules, tapenade, puttanesca, gentlemans relish => fish
fish cake, fish cakes, fish finger, fish fingers, fish stick, fish sticks, breaded fish => fish gluten
fish stock, fish broth, fish bouillon, fish stock cube, fish sauce mix => fish ; label
worcestershire, worcestershire sauce, lea and perrins => fish
bagna cauda => fish milk
surimi, kamaboko, chikuwa, crab stick, crab sticks, imitation crab, seafood stick, seafood sticks => fish crustacean ; label
furikake => sesame fish ; label

# ---------------------------------------------------------------- crustaceans and molluscs
crustacean, crustaceans, shrimp, shrimps, prawn, prawns, king prawn, tiger prawn, scampi, langoustine, langostino, crab, crabmeat, crab meat, crab claws, soft shell crab, dungeness, lobster, langouste, crayfish, crawfish, crawdad, yabby, krill, gambas, camarones, camaron, ebi => crustacean
shrimp paste, belacan, belachan, blachan, terasi, trassi, kapi, dried shrimp, shrimp powder, shrimp stock, jeotgal, saeujeot => crustacean
prawn crackers, shrimp chips, prawn cocktail => crustacean ; label
lobster bisque, crab bisque, shrimp bisque => crustacean milk
bagoong => crustacean fish
xo sauce => crustacean mollusc fish
crab boil, shrimp boil => - ; label
mollusc, molluscs, mollusk, mollusks, squid, calamari, calamares, octopus, octopi, octopuses, pulpo, polpo, cuttlefish, squid ink, cuttlefish ink, mussel, mussels, moules, cozze, clam, clams, vongole, almejas, cockle, cockles, oyster, oysters, scallop, scallops, coquilles, coquilles saint jacques, abalone, conch, whelk, periwinkle, winkle, snail, snails, escargot, escargots, limpet, geoduck, quahog, littleneck, cherrystone, pipi, razor clam, clam juice, clam broth => mollusc
oyster sauce => mollusc gluten
clamato => mollusc ; label
oyster mushroom, oyster mushrooms, oyster plant, oyster blade => -
oyster cracker, oyster crackers => gluten
shellfish => crustacean mollusc
seafood, frutti di mare, fruits de mer, cioppino, bouillabaisse, paella marinera => fish crustacean mollusc
seafood mix, seafood medley, seafood stock => fish crustacean mollusc ; label

# ---------------------------------------------------------------- tree nuts
tree nut, tree nuts => tree_nut
almond, almonds, hazelnut, hazelnuts, walnut, walnuts, pecan, pecans, cashew, cashews, pistachio, macadamia, macadamias => tree_nut ; plant gfq
almond flour, almond meal, ground almonds, almond extract, almond essence, almond paste, marzipan, marchpane, praline, pralines, praline paste, orgeat, filbert, filberts, cobnut, cob nut, gianduja, black walnut, brazil nut, brazil nuts, pine nut, pine nuts, pignoli, pinon, chestnut, chestnuts, chestnut puree, chestnut flour, marron, marrons glaces, hickory nut, beechnut, pili nut, shea nut, ginkgo nut, candlenut, kemiri, walnut oil, hazelnut oil, almond oil, pistachio paste => tree_nut
nut, nuts, mixed nuts, ground nuts, nut butter, nut oil => tree_nut peanut ; nut plant
nut milk => tree_nut
frangipane, bakewell => tree_nut egg milk gluten
amaretto, frangelico, nocino => tree_nut ; label
nutella => tree_nut milk soy
pesto, pesto genovese, basil pesto => milk tree_nut
dukkah, tarator => tree_nut sesame
romesco, muhammara, picada, baklava, panforte, stollen, biscotti => tree_nut gluten
korma => tree_nut milk ; label
mortadella => tree_nut ; label
trail mix => tree_nut peanut ; label
coconut, coconuts, desiccated coconut, shredded coconut, coconut flakes, coconut water, coconut oil, coconut sugar, coconut aminos, coconut cream, cream of coconut, creamed coconut, coconut milk, coconut butter, coconut flour => - ; plant gfq
water chestnut, nutmeg, butternut, butternut squash, tiger nut, nutritional yeast, nooch, doughnut peach, chestnut mushroom, chestnut mushrooms => -

# ---------------------------------------------------------------- peanuts
peanut, peanuts => peanut ; plant gfq
groundnut, groundnuts, monkey nut, monkey nuts, beer nuts, arachis, arachis oil, groundnut oil, peanut oil, peanut butter, peanutbutter, peanut sauce, peanut brittle, peanut flour, pb, satay, sate, satay sauce, kung pao, gado gado, reeses, snickers => peanut
nutter butter => peanut gluten

# ---------------------------------------------------------------- gluten (cereals containing gluten: wheat, rye, barley, oats, spelt, kamut and their hybrids)
gluten, vital wheat gluten, seitan, wheat, whole wheat, wholewheat, wholemeal, wheat flour, wheat germ, wheat bran, wheat berries, wheat starch, cracked wheat, shredded wheat, bulgur, freekeh, farro, spelt, dinkel, einkorn, emmer, kamut, khorasan, durum, semolina, semola, sooji, suji, rava, farina, couscous, pearl couscous, israeli couscous, ptitim, moghrabieh, fregola, triticale, tabbouleh, kibbeh => gluten
barley, pearl barley, pot barley, barley malt, malt, malted, malt extract, malt syrup, malt vinegar, rye, rye flour, pumpernickel => gluten
malted milk, ovaltine, horlicks => gluten milk
oat, oats, oatmeal, rolled oats, porridge oats, oat bran, oat groats, steel cut oats, oat flour => gluten ; plant plain
muesli, granola, flapjack, flapjacks => gluten ; label
flour, plain flour, all purpose flour, self raising flour, self rising flour, bread flour, cake flour, pastry flour, strong flour, atta, maida, graham flour, wondra => gluten ; gfh
bread, breads, baguette, ciabatta, focaccia, sourdough, pita, pita bread, chapati, roti, paratha, parotta, puri, poori, bhatura, kulcha, lavash, flatbread, flatbreads, piadina, bun, buns, bap, baps, bread roll, dinner roll, hoagie roll, sub roll, kaiser roll, hot dog bun, hamburger bun, burger bun, slider bun, bagel, bagels, english muffin, crumpet, pretzel, pretzels, crispbread, matzo, matzo meal, melba toast, toast, crostini, bruschetta, crouton, croutons, breadcrumb, breadcrumbs, bread crumbs, panko, rusk, zwieback, hardtack, soda bread, rye bread, pizza dough, pizza base, pizza crust, dough, bread dough, breadstick, breadsticks, grissini, bao, mantou, injera, pizza => gluten
gnocchi => gluten
gnudi => gluten milk
lettuce wrap, lettuce wraps, collard wraps, plastic wrap, cling wrap, rice paper wrap, rice paper wraps, breadfruit, crabapple, crab apple, jellyfish, starfish, ginger ale, gram flour => -
roll, rolls, crescent roll, crescent rolls => gluten ; unit
tortilla, tortillas, flour tortilla, wrap, wraps, cracker, crackers, water crackers, saltine, saltines, cream crackers, graham cracker, graham crackers, bran, crumbs, cracker crumbs => gluten ; gfh
biscuit, biscuits, scone, scones, digestive biscuits, shortbread, pie crust, pie shell, pie dough, pie pastry, tart shell, tart case, shortcrust, shortcrust pastry, pate brisee, puff pastry, rough puff, croissant, croissants, danish pastry, pain au chocolat, flapjack mix, butter cookies, butter biscuits, butter tart => gluten milk
pate sucree => gluten milk egg
pastry, pastries, filo, filo pastry, kataifi, kadaif, strudel, vol au vent, spring roll wrapper, spring roll pastry, dumpling wrapper, gyoza wrapper, samosa pastry, empanada, empanadas, samosa, samosas, pierogi, perogies, pelmeni, vareniki, manti, dumpling, dumplings, gyoza, potsticker, potstickers, jiaozi, spring roll, spring rolls, wafer, wafers, ice cream cone, waffle cone => gluten
cookie, cookies, vanilla wafers, cookie crumbs, cookie butter, biscoff, speculoos, oreo, oreos, ritz, cheerios, weetabix, rice krispies, cornflakes, corn flakes, bran flakes, cereal, breakfast cereal, stuffing, bread stuffing, batter, beer batter, gravy, gravy granules, instant noodles, cup noodles, bisquick, pancake mix => gluten ; label
breaded, battered, crumbed, chicken nuggets, nuggets, black pudding, haggis, yeast extract, vegemite, brewers yeast => gluten ; label
marmite => gluten celery ; label
maggi => gluten soy ; label
beer, ale, lager, stout, porter, pale ale, guinness, bitter ale, brown sauce, hp sauce => gluten
ginger beer, root beer, birch beer => -
pasta, macaroni, elbow macaroni, spaghetti, spaghettini, linguine, fettuccine, bucatini, capellini, angel hair, vermicelli, penne, penne rigate, rigatoni, ziti, mostaccioli, fusilli, rotini, rotelle, farfalle, bow tie pasta, bowtie pasta, bow ties, orecchiette, conchiglie, conchiglioni, pasta shells, jumbo shells, cavatappi, cavatelli, gemelli, campanelle, radiatori, orzo, risoni, ditalini, ditali, stelline, acini de pepe, acini di pepe, anelli, lasagne, lasagna, lasagna noodles, lasagne sheets, cannelloni, manicotti, pastina, trofie, strozzapreti, paccheri, calamarata, mafaldine, mafalda, lumache, pipe rigate, pipette, tubetti, perciatelli, garganelli, casarecce, busiate, pici, trenette, reginette, fideo, fideos, alphabet pasta => gluten ; pasta gfh
tagliatelle, tagliolini, pappardelle, tajarin => gluten egg ; pasta gfh
ravioli, tortellini, tortelloni, agnolotti, cappelletti, mezzelune => gluten egg ; pasta gfh label
pasta sauce, spaghetti sauce => - ; label
pasta water => gluten
noodle, noodles, udon, ramen, soba, somen, yakisoba => gluten ; gfh
rice, brown rice, hemp, flax, flaxseed, pea, peas => - ; plant gfq
wild rice, corn, maize, buckwheat, chickpea, garbanzo, besan, potato, tapioca, cassava, yuca, quinoa, sorghum, millet, teff, amaranth, arrowroot, lentil, red lentil, bean, black bean, mung bean, banana, konjac, kelp, glass, cellophane, sago, yam, zucchini, courgette, cauliflower, plantain => - ; gfq
cornflour, cornstarch, corn starch, cornmeal, corn meal, polenta, grits, hominy, masa, masa harina, arepa, rice flour, glutinous rice, glutinous rice flour, sweet rice flour, mochiko, rice paper, rice cake, rice cakes, rice noodles, rice sticks, rice vermicelli, shirataki, bean thread, japchae, dangmyeon, corn tortilla, corn tortillas, tortilla chips, taco shells, tostada, tostadas, buckwheat groats, kasha, pho, potato starch, potato flour, tapioca starch, tapioca flour, sweetbread, sweetbreads, breadnut, cream style, wineglass, selfish, unselfish, elfish, oafish, raffish, standoffish, wolfish, dwarfish, silverfish, butterfly, butterflied, buttercup, butterhead, bread and butter pickles => -
cornbread, corn bread, corn muffin, corn muffins, hushpuppies => gluten milk egg
potato bread, potato rolls, potato buns => gluten

# ---------------------------------------------------------------- soy
soy, soya, soybean, soy bean, soya bean => soy ; plant gfq
edamame => soy ; gfq
tofu, bean curd, beancurd, yuba, tofu skin, tempeh, natto, miso, white miso, red miso, shiro miso, doenjang, okara, kinako, inari, aburaage, tvp, textured vegetable protein, textured soy protein, soy protein, soy flour, soy lecithin, soybean oil, soy oil, liquid aminos, braggs, douchi, fermented black beans, black soybeans, soy nuts, soy nut butter => soy
soy milk, soymilk, soya milk => soy
soy sauce, soya sauce, soysauce, light soy, dark soy, thin soy, mushroom soy, shoyu, usukuchi, teriyaki, teriyaki sauce, kecap manis, ketjap manis, black bean sauce, tonkatsu sauce, okonomiyaki sauce, yakisoba sauce, eel sauce, unagi sauce, gochujang, doubanjiang, toban djan, chili bean paste, yellow bean sauce, sweet bean sauce, tianmianjiang => soy gluten
bean paste => soy ; label
tamari => soy
ponzu => soy gluten ; label
hoisin, hoisin sauce, char siu sauce, ssamjang => soy gluten sesame
lecithin => - ; label

# ---------------------------------------------------------------- sesame
sesame, sesame seed, sesame seeds, sesame oil, toasted sesame oil, sesame paste, tahini, hummus, baba ganoush, baba ghanoush, baba ganouj, moutabal, mutabbal, halva, halvah, zaatar, gomasio, gomashio, goma, gomadare, benne, benne seeds, gingelly, sesame snaps, simit => sesame
everything bagel, everything bagel seasoning, everything seasoning, shichimi, shichimi togarashi, togarashi, mixed seeds => sesame ; label
halwa, carrot halwa, gajar halwa => milk

# ---------------------------------------------------------------- celery, mustard, lupin
celery, celery stalk, celery rib, celery seed, celery salt, celery leaves, celery root, celeriac, celery powder, celery juice, mirepoix, soffritto => celery
old bay => celery mustard ; label
mustard, dijon, dijon mustard, mustard seed, mustard seeds, mustard powder, dry mustard, english mustard, wholegrain mustard, whole grain mustard, mustard greens, mustard oil, honey mustard, yellow mustard, moutarde, mostarda, piccalilli, sarson => mustard
lupin, lupins, lupine, lupini, lupini beans, lupin flour => lupin ; gfq

# ---------------------------------------------------------------- sulphites
sulphite, sulphites, sulfites, sulphur dioxide, metabisulphite, potassium metabisulphite => sulphite
wine, red wine, white wine, cooking wine, rice wine, rose wine, wine vinegar, red wine vinegar, white wine vinegar, balsamic, balsamic vinegar, balsamic glaze, sherry, sherry vinegar, port, marsala, madeira, vermouth, champagne, champagne vinegar, prosecco, cava, mulled wine, sangria, cider, hard cider => sulphite
shaoxing, shaoxing wine, chinese cooking wine => sulphite gluten
dried apricot, dried apricots, golden raisins, sultana, sultanas, dried fruit, mixed dried fruit, mixed peel, candied peel, glace cherries, candied cherries, maraschino cherries, cocktail cherries, sulphured molasses => sulphite ; plain
apple cider, cider vinegar, apple cider vinegar => -

# ---------------------------------------------------------------- composite products: check the label
sauce, paste, stock, broth => - ; label head
bouillon, stock cube, stock cubes, stock pot, bouillon cube, bouillon powder, bouillon paste, consomme, soup, soup base, soup mix, mix, blend, seasoning, seasoning mix, spice mix, spice blend, rub, marinade, dressing, salad dressing, dip, spread, relish => - ; label
sausage, sausages, chorizo, salami, pepperoni, hot dog, hot dogs, frankfurter, frankfurters, wiener, wieners, bratwurst, kielbasa, bologna, pate, liverwurst, meatball, meatballs, burger patty, burger patties, veggie burger, meat substitute, vegetarian mince, deli meat, lunch meat, luncheon meat, spam => - ; label
chocolate, dark chocolate, chocolate chips, baking chocolate, bittersweet chocolate, semisweet chocolate, candy, candies, sprinkles, nonpareils, protein powder, curry paste, curry powder, ras el hanout, seasoned salt, onion soup mix, vegetable stock, chicken stock, beef stock => - ; label
red curry paste, green curry paste, yellow curry paste, panang curry paste, massaman curry paste, thai curry paste, laksa paste, tom yum paste => crustacean ; label
kimchi => fish crustacean ; label
mole, mole sauce, mole poblano => peanut tree_nut sesame gluten ; label
store bought, storebought, shop bought, ready made, readymade, premade, pre made, packaged, prepackaged, of choice, favorite, favourite => - ; label

# ---------------------------------------------------------------- makers whose names say little of what is in the product: check the label
kraft, heinz, campbells, knorr, goya, old el paso, nestle, betty crocker, duncan hines, smuckers, kelloggs, general mills, nabisco, swanson, progresso, mccormick, lawrys, tony chacheres, zatarains, franks, franks redhot, texas pete, thai kitchen, pataks, sharwoods, bisto, oxo, daiya, earth balance, silk, alpro, miyokos, violife, sargento, la choy, kitchen bouquet, gravy master, accent seasoning, mrs dash, liptons, lipton, hidden valley, wishbone, kens, newmans own, raos, prego, bertolli, classico, barilla, de cecco, ronzoni, banza, annies, amys => - ; label
pillsbury, quaker, bisquick, jiffy, stove top => gluten ; label
kikkoman, lee kum kee => soy gluten ; label
jif, skippy => peanut ; label
hersheys, ferrero => milk ; label
kerrygold, land o lakes, tillamook, cabot, lactaid, fairlife => milk
oatly => gluten
tofutti => soy ; label
mae ploy, maesri => crustacean ; label


# ---------------------------------------------------------------- known, holding none of the fourteen
tomato sauce, tomato paste, tomato puree, hot sauce, hot pepper sauce, chili sauce, chilli sauce, sweet chili sauce, sweet chilli sauce, sriracha, tabasco, apple sauce, applesauce, cranberry sauce, mint sauce, cocktail sauce, marinara, marinara sauce, pizza sauce, piri piri sauce, garlic paste, ginger paste, garlic ginger paste, tamarind paste, chili paste, chilli paste, chipotle paste, harissa, harissa paste, vanilla bean paste, wasabi paste, red bean paste, sambal, sambal oelek, italian seasoning, poultry seasoning, lemon pepper, garam masala, five spice, chinese five spice, icing sugar, cocoa, cocoa powder, cacao, cacao nibs, cocoa butter, cacao butter, shea butter, apple butter, pumpkin butter, pear butter, plum butter, fruit butter, maple butter, mango butter, seed butter, sunflower butter, sunflower seed butter, sunbutter, butter bean, butter beans, butter lettuce, chili crisp, salsa, ketchup, catsup => -
`;

/**
 * Ordinary words that hold none of the fourteen: foods, measures, cooks' words, places that name a food.
 * They are never brands ("Kalamata olives", "Yukon Gold") and never corrected to an allergen's spelling.
 */
export const KNOWN_WORDS = `
a an the of and or with without to for in on at by from into as such like plus about approx approximately
cup cups tablespoon tablespoons tbsp tbs tbl tsp teaspoon teaspoons oz ounce ounces lb lbs pound pounds g gram grams
kg kilogram ml millilitre milliliter l litre liter pint quart gallon fl pinch dash drop drops clove cloves can cans tin
tins jar jars package packages packet pack bag box bunch bunches sprig sprigs stick sticks slice slices piece pieces
head heads handful handfuls large medium small extra jumbo big whole half halves quarter quarters third dozen
one two three four five six seven eight nine ten eleven twelve couple few several some more less about each per
fresh freshly frozen thawed dried dry canned tinned cooked uncooked raw ripe unripe firm soft hard boneless skinless
bone skin skinned chopped finely roughly coarsely minced diced sliced thinly thickly grated shredded crushed ground
peeled cored seeded pitted trimmed halved quartered cubed cut into inch inches cm mm pieces strips rings wedges
melted softened room temperature cold warm hot chilled divided optional taste serve serving garnish needed
beaten whisked lightly well drained rinsed packed heaping level scant plus more for to as taste toasted roasted
smoked cured pickled fermented salted unsalted sweetened unsweetened plain organic natural low fat reduced free
light dark lean extra virgin baby young mature sharp mild aged old new red green yellow orange purple black brown
golden gold pink blue fine coarse flaky kosher sea table rock cracked freshly ground thick thin long short round
salt pepper peppercorn peppercorns sugar caster superfine granulated powdered brown demerara muscovado honey syrup
maple agave molasses treacle stevia vanilla extract essence bean pod cinnamon nutmeg clove allspice cardamom cumin
coriander turmeric paprika cayenne chili chilli chile chilies chillies chiles flakes powder oregano basil thyme
rosemary sage parsley cilantro dill mint tarragon chives chervil bay leaf leaves marjoram fennel anise star saffron
ginger garlic onion onions shallot shallots scallion scallions leek leeks spring green carrot carrots celery potato
tomato tomatoes cucumber lettuce spinach kale cabbage broccoli cauliflower zucchini courgette squash pumpkin
eggplant aubergine pepper peppers capsicum bell jalapeno jalapenos serrano poblano habanero chipotle ancho
mushroom mushrooms shiitake portobello cremini chestnut button okra artichoke asparagus beet beetroot radish turnip
parsnip sweet corn peas beans lentils chickpeas avocado olive olives caper capers lemon lemons lime limes orange
oranges grapefruit apple apples pear pears peach peaches plum plums apricot apricots cherry cherries grape grapes
raisin raisins currant currants date dates fig figs banana bananas mango mangoes pineapple papaya kiwi melon
watermelon strawberry strawberries raspberry raspberries blueberry blueberries blackberry blackberries cranberry
cranberries pomegranate rhubarb berries berry fruit fruits vegetable vegetables veggies herb herbs spice spices
chicken beef pork lamb mutton veal turkey duck goose venison bacon ham prosciutto pancetta guanciale steak mince
minced breast breasts thigh thighs drumstick drumsticks wing wings leg legs fillet fillets loin tenderloin chop
chops rib ribs shoulder brisket chuck sirloin ribeye flank skirt shank oxtail liver kidney meat meats bones carcass
water ice oil oils olive canola rapeseed sunflower vegetable avocado grapeseed lard tallow dripping suet vinegar
distilled juice zest rind peel pith yeast baking soda bicarbonate powder gelatin gelatine agar pectin xanthan gum
cornflour starch sugar coffee espresso tea matcha juice lemonade soda tonic rum vodka gin whisky whiskey bourbon
brandy cognac tequila mezcal liqueur kahlua cointreau grand marnier triple sec sake mirin
noodle sheets seeds seed chia poppy pumpkin sunflower nigella caraway flax linseed hemp pepitas
dressing topping toppings filling crust base glaze syrup jam jelly marmalade preserves compote curd chutney pickle
pickles gherkin gherkins cornichons kimchi sauerkraut miso salsa guacamole
thai italian greek mexican chinese japanese korean indian french spanish cajun creole jamaican moroccan turkish
persian lebanese vietnamese english scotch irish swiss dutch belgian hungarian german polish russian american
asian mediterranean middle eastern african caribbean tuscan sicilian neapolitan roman provencal normandy
aleppo urfa maras marash espelette sichuan szechuan kashmiri madras calabrian fresno anaheim hatch scotch bonnet
tellicherry maldon himalayan morton diamond crystal kalamata castelvetrano marcona cerignola gaeta niçoise
tropea cipollini vidalia nicoise dijon yukon russet idaho roma
san marzano campari vidalia walla maui medjool deglet noor bartlett bosc anjou fuji gala honeycrisp granny smith
pink lady braeburn bramley cox meyer key persian thai lacinato tuscan savoy napa bok choy pak choi
jasmine basmati arborio carnaroli sushi calrose vialone nano bomba sona masoori
hass fuerte reed valencia navel seville cara blood clementine satsuma mandarin tangerine bing rainier concord
thompson kent ataulfo alphonso keitt haden honey comice seckel fuyu hachiya barhi kaffir makrut kirby armenian
kennebec maris piper king edward charlotte fingerling jersey royal heirloom brandywine cherokee beefsteak
sungold datterini pachino shishito padron piquillo guajillo pasilla arbol cascabel mulato morita costeno
genovese taggiasca picholine manzanilla ligurian umbrian puglian cypriot nicoise lucques arbequina
merlot cabernet sauvignon pinot noir grigio gris chardonnay riesling shiraz syrah malbec zinfandel chianti rioja
sangiovese tempranillo grenache moscato beaujolais burgundy bordeaux sauternes albarino verdejo gewurztraminer
kobe wagyu angus iberico bayonne parma daniele forest virginia smithfield chesapeake maryland louisiana gulf
maine alaska alaskan atlantic pacific chilean norwegian scottish faroe zealand icelandic prince edward island
fleur sel guerande celtic murray river turbinado sucanat jaggery piloncillo panela
january february march april may june july august september october november december christmas easter
sprout sprouts microgreens watercress arugula rocket endive chicory radicchio frisee escarole romaine iceberg
mesclun chard collard collards greens bok choy choi tatsoi mizuna daikon jicama kohlrabi rutabaga swede celtuce
fennel bulb shallot ramps scapes chive garlic ginger galangal lemongrass turmeric horseradish wasabi sorrel
lovage borage nasturtium shiso perilla epazote culantro hyssop savory fenugreek asafoetida sumac ajwain
mace juniper annatto achiote cloves peppercorns pimento pimenton pimiento piment
broccolini broccolo rabe rapini romanesco brussels artichokes hearts palm bamboo shoots lotus root taro
yam yams cassava malanga jerusalem sunchoke sunchokes burdock salsify parsnips beets beetroots radishes
turnips okra tomatillo tomatillos chayote squash squashes marrow marrows gourd kabocha delicata acorn hubbard
spaghetti squash pattypan zucchinis courgettes cucumbers gherkin peppers chiles chillies capsicums
cherry grape plum roma vine ripened sundried sun dried oil packed
apple apples pear quince persimmon lychee lychees longan rambutan mangosteen guava passionfruit passion dragon
fruit starfruit kumquat kumquats yuzu calamansi citron pomelo grapefruit bergamot tangelo ugli nectarine
nectarines apricot plums prunes figs dates raisins currants gooseberries elderberries elderflower mulberries
cloudberries lingonberries huckleberries boysenberries loganberries cranberries cherries sour morello
watermelon cantaloupe honeydew melon melons papaya pineapple banana plantains coconut
mushroom mushrooms champignon champignons chanterelle chanterelles morel morels porcini cep ceps enoki maitake
oyster king trumpet shimeji truffle truffles
beef pork lamb goat venison rabbit hare boar bison buffalo elk quail pheasant partridge grouse pigeon squab
guinea fowl poussin capon hen rooster cornish game goose duck duckling turkey chicken chickens
steak steaks roast joint cutlet cutlets escalope escalopes schnitzel medallions tenderloin fillet mignon
ribeye striploin sirloin porterhouse flank skirt hanger brisket chuck shank shin oxtail cheek cheeks
tongue tripe heart liver livers kidneys gizzards giblets marrow bone bones trotters hock hocks belly jowl
pancetta guanciale lardons lardon speck coppa bresaola jamon serrano prosciutto ham gammon bacon rashers
ground mince minced meatloaf patty patties burger burgers
rice grain grains legume legumes pulses beans lentils chickpeas peas split eyed kidney
pinto navy cannellini borlotti butter lima fava broad adzuki azuki mung edamame
oil olive sesame sunflower safflower grapeseed peanut walnut avocado coconut canola rapeseed vegetable corn
vinegar vinegars distilled malt cider balsamic sherry rice red white wine
salt salts flaky kosher sea table iodized smoked pink himalayan black lava truffle
sugar sugars brown white cane raw powdered confectioners caster icing granulated coconut palm date maple
honey agave molasses treacle golden syrup corn rice stevia monk erythritol xylitol sucralose sweetener
water sparkling soda club seltzer ice cubes boiling hot cold lukewarm tepid warm
yeast instant active dry fresh sourdough starter levain baking powder soda bicarbonate cream tartar
cornstarch arrowroot tapioca pectin agar gelatin gelatine leaves sheets powder powdered
vanilla bean beans pod pods extract essence paste almond lemon orange peppermint rose orange blossom water
cocoa cacao chocolate carob espresso coffee instant decaf tea black green oolong chai matcha rooibos herbal
chamomile hibiscus mint spearmint peppermint lemon balm verbena
foil parchment paper plastic wrap skewers skewer toothpicks twine cheesecloth ramekin ramekins
optional garnish garnishes serve serving servings needed desired taste tastes preference preferred
plus extra additional more less about approximately around roughly generous heaping scant level
recipe recipes below above note notes see page homemade store bought divided separated reserved
liquid smoke hearts hemp nuggets strands blend spices spice herbs herb
snow summer winter spring autumn fall neutral regular stewed waxed wax cooking spray loaf loaves herbes provence
nori seaweed butt shoulder picnic plain simple basic standard ordinary good quality best cheap organic local
seasonal unbleached bleached enriched fortified instant quick minute precooked parboiled converted
long short medium grain whole halved split peeled unpeeled skin skins shell shells shelled unshelled hulled
roasted toasted grilled charred blackened poached braised stewed steamed boiled fried deep pan stir
oaxaca chihuahua monterey jack
`;
