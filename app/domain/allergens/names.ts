// How an allergy or a dislike is named (docs/decisions/067-allergens.md). A family types free text: "Milk",
// "milk allergy", "cow's milk protein (CMPA)", "coeliac disease", "anaphylaxis: peanut", "peanuts (severe)".
// The words below name a class itself; a name that is a food ("prawns", "pecorino") is read by the
// ingredient lexicon instead (lexicon.ts), and anything else is kept as a literal word.
// Sources of the classes: FALCPA 2004 + FASTER Act 2021 (US), Regulation (EU) No 1169/2011 Annex II.

/** `phrase, phrase => classes`: words that name a class (or several) as a whole. */
export const CLASS_NAMES = `
milk, milks, dairy, dairy products, lactose, casein, caseins, whey, cmpa, cmpi, cma, cows milk, cow milk, cows milk protein, milk protein, lactose intolerance => milk
egg, eggs, egg white, egg whites, egg yolk, egg yolks, egg protein, ovalbumin => egg
fish, finfish, fin fish, white fish, oily fish => fish
crustacean, crustaceans, crustacea, crustacean shellfish => crustacean
mollusc, molluscs, mollusk, mollusks, mollusca => mollusc
shellfish, shell fish => crustacean mollusc
seafood, sea food, seafoods, fish and shellfish => fish crustacean mollusc
nut, nuts, all nuts, nut products => tree_nut peanut
tree nut, tree nuts, treenut, treenuts, tree nut products => tree_nut
peanut, peanuts, groundnut, groundnuts, ground nut, ground nuts, arachis, monkey nuts => peanut
gluten, coeliac, celiac, coeliacs, celiacs, coeliac disease, celiac disease, celiac sprue, wheat, cereals containing gluten, gluten cereals, barley, rye, oats, oat, spelt, kamut => gluten
soy, soya, soybean, soybeans, soy bean, soy beans, soya bean, soya beans => soy
sesame, sesame seed, sesame seeds, sesame oil, benne => sesame
celery, celeriac => celery
mustard, mustard seed, mustard seeds => mustard
lupin, lupine, lupins, lupines, lupini => lupin
sulphite, sulphites, sulfite, sulfites, sulphur dioxide, sulfur dioxide, so2, metabisulphite, metabisulfite => sulphite
`;

/**
 * Words around an allergy's name that do not change what it names ("severe", "allergy", "anaphylaxis:",
 * "intolerant to", "carries an EpiPen"). They are dropped before the name is read.
 */
export const NAME_NOISE = `
allergy allergies allergic allergen allergens intolerance intolerances intolerant sensitivity sensitivities
sensitive anaphylaxis anaphylactic anaphylactics reaction reactions severe severely mild mildly moderate
very extremely highly life threatening serious strong slight epipen epipens epi pen auto injector adrenaline
carries carry carrying uses has have needs need diagnosed confirmed suspected possible possibly probable probably
doctor advised avoid avoids avoiding cannot cant cannt eat eats eating tolerate no not any all kind kinds type types
form forms product products derivative derivatives traces trace including incl especially etc also only strict
strictly diet free of the a an to from in is are and or with disease protein proteins cows cow
`;

/** Words that carry a name's meaning into the next one: "wheat and barley", "peanuts, tree nuts". */
export const NAME_SEPARATORS = ["and", "or", "plus", "also"];
