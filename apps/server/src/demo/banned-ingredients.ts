/**
 * Additives and ingredients no product in the shop may contain (the prohibited-items page).
 * Aliases are the names found on Indian and imported labels: E numbers (INS numbers are the same
 * digits), US FD&C names, trade names and common names.
 */
export interface BannedIngredient {
  name: string;
  aliases: string[];
  functions: string[];
}

const item = (name: string, aliases: string[], functions: string[]): BannedIngredient => ({
  name,
  aliases,
  functions,
});

const COLOURS: BannedIngredient[] = [
  item('Tartrazine', ['E102', 'INS 102', 'FD&C Yellow 5', 'Acid Yellow 23'], ['Colour']),
  item('Quinoline Yellow', ['E104', 'INS 104', 'D&C Yellow 10'], ['Colour']),
  item('Sunset Yellow FCF', ['E110', 'INS 110', 'FD&C Yellow 6', 'Orange Yellow S'], ['Colour']),
  item('Carmoisine', ['E122', 'INS 122', 'Azorubine'], ['Colour']),
  item('Amaranth (dye)', ['E123', 'INS 123', 'FD&C Red 2'], ['Colour']),
  item('Ponceau 4R', ['E124', 'INS 124', 'Cochineal Red A', 'Brilliant Scarlet 4R'], ['Colour']),
  item('Erythrosine', ['E127', 'INS 127', 'FD&C Red 3'], ['Colour']),
  item('Red 2G', ['E128', 'INS 128'], ['Colour']),
  item('Allura Red AC', ['E129', 'INS 129', 'FD&C Red 40'], ['Colour']),
  item('Patent Blue V', ['E131', 'INS 131'], ['Colour']),
  item('Indigo Carmine', ['E132', 'INS 132', 'FD&C Blue 2', 'Indigotine'], ['Colour']),
  item('Brilliant Blue FCF', ['E133', 'INS 133', 'FD&C Blue 1'], ['Colour']),
  item('Green S', ['E142', 'INS 142', 'Lissamine Green', 'Acid Brilliant Green BS'], ['Colour']),
  item('Fast Green FCF', ['E143', 'INS 143', 'FD&C Green 3'], ['Colour']),
  item('Brilliant Black BN', ['E151', 'INS 151', 'Black PN'], ['Colour']),
  item('Brown HT', ['E155', 'INS 155', 'Chocolate Brown HT'], ['Colour']),
  item(
    'Sulphite ammonia caramel',
    ['E150d', 'INS 150d', 'Caramel IV', 'Class IV caramel colour'],
    ['Colour'],
  ),
  item('Ammonia caramel', ['E150c', 'INS 150c', 'Caramel III'], ['Colour']),
  item('Titanium dioxide', ['E171', 'INS 171', 'CI 77891'], ['Colour', 'Opacifier']),
  item('Citrus Red 2', ['CI 12156'], ['Colour']),
  item('Metanil Yellow', ['Acid Yellow 36', 'CI 13065'], ['Colour (illegal adulterant)']),
  item(
    'Sudan dyes',
    ['Sudan I', 'Sudan II', 'Sudan III', 'Sudan IV'],
    ['Colour (illegal adulterant)'],
  ),
  item('Rhodamine B', ['Basic Violet 10', 'CI 45170'], ['Colour (illegal adulterant)']),
  item('Lead chromate', ['Chrome yellow', 'Pigment Yellow 34'], ['Colour (illegal adulterant)']),
];

const PRESERVATIVES: BannedIngredient[] = [
  item('Sorbic acid', ['E200', 'INS 200'], ['Preservative']),
  item('Potassium sorbate', ['E202', 'INS 202'], ['Preservative']),
  item('Calcium sorbate', ['E203', 'INS 203'], ['Preservative']),
  item('Benzoic acid', ['E210', 'INS 210'], ['Preservative']),
  item('Sodium benzoate', ['E211', 'INS 211', 'Benzoate of soda'], ['Preservative']),
  item('Potassium benzoate', ['E212', 'INS 212'], ['Preservative']),
  item('Calcium benzoate', ['E213', 'INS 213'], ['Preservative']),
  item('Ethylparaben', ['E214', 'INS 214', 'Ethyl p-hydroxybenzoate'], ['Preservative']),
  item('Propylparaben', ['E216', 'INS 216', 'Propyl p-hydroxybenzoate'], ['Preservative']),
  item('Methylparaben', ['E218', 'INS 218', 'Methyl p-hydroxybenzoate'], ['Preservative']),
  item(
    'Sulphur dioxide',
    ['E220', 'INS 220', 'Sulfur dioxide', 'Sulphitation'],
    ['Preservative', 'Bleaching agent'],
  ),
  item('Sodium sulphite', ['E221', 'INS 221', 'Sodium sulfite'], ['Preservative', 'Antioxidant']),
  item(
    'Sodium bisulphite',
    ['E222', 'INS 222', 'Sodium hydrogen sulphite'],
    ['Preservative', 'Bleaching agent'],
  ),
  item(
    'Sodium metabisulphite',
    ['E223', 'INS 223', 'KMS substitute', 'Sodium pyrosulphite'],
    ['Preservative', 'Bleaching agent'],
  ),
  item(
    'Potassium metabisulphite',
    ['E224', 'INS 224', 'KMS', 'Potassium pyrosulphite'],
    ['Preservative'],
  ),
  item('Calcium sulphite', ['E226', 'INS 226'], ['Preservative']),
  item('Nisin', ['E234', 'INS 234'], ['Preservative']),
  item('Natamycin', ['E235', 'INS 235', 'Pimaricin'], ['Preservative']),
  item('Hexamethylene tetramine', ['E239', 'INS 239', 'Hexamine', 'Methenamine'], ['Preservative']),
  item('Dimethyl dicarbonate', ['E242', 'INS 242', 'Velcorin'], ['Preservative']),
  item('Potassium nitrite', ['E249', 'INS 249'], ['Preservative', 'Colour retention']),
  item('Sodium nitrite', ['E250', 'INS 250', 'Curing salt'], ['Preservative', 'Colour retention']),
  item(
    'Sodium nitrate',
    ['E251', 'INS 251', 'Chile saltpetre'],
    ['Preservative', 'Colour retention'],
  ),
  item('Potassium nitrate', ['E252', 'INS 252', 'Saltpetre'], ['Preservative', 'Colour retention']),
  item('Propionic acid', ['E280', 'INS 280'], ['Preservative']),
  item('Sodium propionate', ['E281', 'INS 281'], ['Preservative']),
  item('Calcium propionate', ['E282', 'INS 282'], ['Preservative', 'Mould inhibitor']),
  item('Boric acid', ['E284', 'INS 284'], ['Preservative']),
  item('Sodium tetraborate', ['E285', 'INS 285', 'Borax'], ['Preservative']),
  item('Formaldehyde', ['Formalin', 'Methanal'], ['Preservative (illegal adulterant)']),
  item('Calcium carbide', ['Masala (fruit ripening)', 'CaC2'], ['Artificial ripening agent']),
];

const ANTIOXIDANTS: BannedIngredient[] = [
  item('Propyl gallate', ['E310', 'INS 310'], ['Antioxidant']),
  item('Octyl gallate', ['E311', 'INS 311'], ['Antioxidant']),
  item('Dodecyl gallate', ['E312', 'INS 312', 'Lauryl gallate'], ['Antioxidant']),
  item('Tertiary butylhydroquinone', ['E319', 'INS 319', 'TBHQ'], ['Antioxidant']),
  item('Butylated hydroxyanisole', ['E320', 'INS 320', 'BHA'], ['Antioxidant']),
  item('Butylated hydroxytoluene', ['E321', 'INS 321', 'BHT'], ['Antioxidant']),
  item('Ethoxyquin', ['E324'], ['Antioxidant']),
  item(
    'Calcium disodium EDTA',
    ['E385', 'INS 385', 'Calcium disodium ethylenediaminetetraacetate'],
    ['Antioxidant', 'Sequestrant'],
  ),
];

const FLAVOUR_ENHANCERS: BannedIngredient[] = [
  item(
    'Monosodium glutamate',
    ['E621', 'INS 621', 'MSG', 'Ajinomoto', 'Chinese salt'],
    ['Flavour enhancer'],
  ),
  item('Glutamic acid', ['E620', 'INS 620'], ['Flavour enhancer']),
  item('Monopotassium glutamate', ['E622', 'INS 622'], ['Flavour enhancer']),
  item('Calcium diglutamate', ['E623', 'INS 623'], ['Flavour enhancer']),
  item('Disodium guanylate', ['E627', 'INS 627'], ['Flavour enhancer']),
  item('Disodium inosinate', ['E631', 'INS 631'], ['Flavour enhancer']),
  item("Disodium 5'-ribonucleotides", ['E635', 'INS 635', 'I+G'], ['Flavour enhancer']),
  item('Hydrolysed vegetable protein', ['HVP', 'Hydrolyzed plant protein'], ['Flavour enhancer']),
  item(
    'Yeast extract (added glutamate)',
    ['Autolysed yeast', 'Autolyzed yeast extract'],
    ['Flavour enhancer'],
  ),
  item(
    'Artificial flavouring substances',
    ['Artificial flavour', 'Nature-identical flavouring substances'],
    ['Flavouring'],
  ),
  item('Synthetic vanillin', ['Ethyl vanillin', 'Artificial vanilla flavour'], ['Flavouring']),
];

const SWEETENERS: BannedIngredient[] = [
  item('Acesulfame potassium', ['E950', 'INS 950', 'Ace-K', 'Sunett'], ['Artificial sweetener']),
  item('Aspartame', ['E951', 'INS 951', 'NutraSweet', 'Equal'], ['Artificial sweetener']),
  item('Cyclamate', ['E952', 'INS 952', 'Sodium cyclamate'], ['Artificial sweetener']),
  item('Isomalt', ['E953', 'INS 953'], ['Sweetener', 'Bulking agent']),
  item(
    'Saccharin',
    ['E954', 'INS 954', 'Sodium saccharin', "Sweet'N Low"],
    ['Artificial sweetener'],
  ),
  item('Sucralose', ['E955', 'INS 955', 'Splenda'], ['Artificial sweetener']),
  item('Neotame', ['E961', 'INS 961'], ['Artificial sweetener']),
  item('Aspartame-acesulfame salt', ['E962', 'INS 962', 'Twinsweet'], ['Artificial sweetener']),
  item('Maltitol', ['E965', 'INS 965'], ['Sweetener', 'Humectant']),
  item('Advantame', ['E969', 'INS 969'], ['Artificial sweetener']),
  item('Sorbitol', ['E420', 'INS 420'], ['Sweetener', 'Humectant']),
  item('Mannitol', ['E421', 'INS 421'], ['Sweetener', 'Anti-caking agent']),
  item(
    'High-fructose corn syrup',
    ['HFCS', 'Glucose-fructose syrup', 'Isoglucose', 'Fructose-glucose syrup'],
    ['Sweetener'],
  ),
  item('Liquid glucose', ['Corn syrup', 'Glucose syrup'], ['Sweetener', 'Humectant']),
  item('Maltodextrin', ['Modified corn starch solids'], ['Filler', 'Thickener']),
];

const FATS: BannedIngredient[] = [
  item(
    'Partially hydrogenated vegetable oil',
    ['Vanaspati', 'Dalda', 'PHVO', 'Partially hydrogenated fat'],
    ['Fat (trans fat source)'],
  ),
  item('Hydrogenated vegetable fat', ['Bakery shortening', 'Hydrogenated oil'], ['Fat']),
  item('Interesterified fat', ['Interesterified vegetable oil', 'IE fat'], ['Fat']),
  item('Margarine', ['Oleomargarine', 'Table spread'], ['Fat']),
  item('Brominated vegetable oil', ['E443', 'BVO'], ['Emulsifier', 'Stabiliser']),
  item(
    'Mineral oil',
    ['E905a', 'Liquid paraffin', 'White mineral oil'],
    ['Glazing agent', 'Release agent'],
  ),
  item('Paraffin wax', ['E905', 'Microcrystalline wax'], ['Glazing agent']),
  item('Argemone oil', ['Mexican prickly poppy oil'], ['Adulterant in mustard oil']),
  item('Olestra', ['Olean', 'Sucrose polyester'], ['Fat substitute']),
];

const EMULSIFIERS_AND_THICKENERS: BannedIngredient[] = [
  item('Propylene glycol alginate', ['E405', 'INS 405'], ['Thickener', 'Emulsifier']),
  item('Carrageenan', ['E407', 'INS 407', 'Irish moss extract'], ['Thickener', 'Stabiliser']),
  item('Processed eucheuma seaweed', ['E407a', 'INS 407a', 'PES'], ['Thickener', 'Stabiliser']),
  item('Xanthan gum', ['E415', 'INS 415'], ['Thickener', 'Stabiliser']),
  item('Polysorbate 80', ['E433', 'INS 433', 'Tween 80'], ['Emulsifier']),
  item('Polysorbate 60', ['E435', 'INS 435', 'Tween 60'], ['Emulsifier']),
  item(
    'Sodium carboxymethyl cellulose',
    ['E466', 'INS 466', 'CMC', 'Cellulose gum'],
    ['Thickener', 'Stabiliser'],
  ),
  item('Mono- and diglycerides of fatty acids', ['E471', 'INS 471'], ['Emulsifier']),
  item(
    'DATEM',
    ['E472e', 'INS 472e', 'Diacetyl tartaric acid esters of mono- and diglycerides'],
    ['Emulsifier', 'Dough conditioner'],
  ),
  item('Sucrose esters of fatty acids', ['E473', 'INS 473'], ['Emulsifier']),
  item('Polyglycerol polyricinoleate', ['E476', 'INS 476', 'PGPR'], ['Emulsifier']),
  item(
    'Sodium stearoyl lactylate',
    ['E481', 'INS 481', 'SSL'],
    ['Emulsifier', 'Dough conditioner'],
  ),
  item(
    'Calcium stearoyl lactylate',
    ['E482', 'INS 482', 'CSL'],
    ['Emulsifier', 'Dough conditioner'],
  ),
  item('Sorbitan monostearate', ['E491', 'INS 491', 'Span 60'], ['Emulsifier']),
  item('Acetylated distarch adipate', ['E1422', 'INS 1422', 'Modified starch'], ['Thickener']),
  item('Hydroxypropyl distarch phosphate', ['E1442', 'INS 1442', 'Modified starch'], ['Thickener']),
  item('Polydextrose', ['E1200', 'INS 1200'], ['Bulking agent', 'Humectant']),
  item(
    'Propylene glycol',
    ['E1520', 'INS 1520', '1,2-Propanediol'],
    ['Humectant', 'Carrier solvent'],
  ),
];

const FLOUR_TREATMENT: BannedIngredient[] = [
  item('Potassium bromate', ['E924', 'INS 924', 'Bromated flour'], ['Flour treatment agent']),
  item(
    'Azodicarbonamide',
    ['E927a', 'INS 927a', 'ADA'],
    ['Flour treatment agent', 'Bleaching agent'],
  ),
  item('Benzoyl peroxide', ['E928', 'INS 928'], ['Bleaching agent']),
  item('Chlorine dioxide', ['E926', 'INS 926'], ['Bleaching agent']),
  item('Calcium peroxide', ['E930', 'INS 930'], ['Flour treatment agent']),
  item('Ammonium persulphate', ['E923', 'INS 923'], ['Flour treatment agent']),
  item('L-cysteine (added)', ['E920', 'INS 920'], ['Flour treatment agent']),
  item(
    'Sodium hydrosulphite',
    ['Hydros', 'Sodium dithionite'],
    ['Bleaching agent (jaggery and sugar clarification)'],
  ),
];

const OTHERS: BannedIngredient[] = [
  item('Phosphoric acid', ['E338', 'INS 338', 'Orthophosphoric acid'], ['Acidity regulator']),
  item(
    'Sodium phosphates',
    ['E339', 'INS 339', 'Trisodium phosphate'],
    ['Acidity regulator', 'Emulsifying salt'],
  ),
  item('Sodium tripolyphosphate', ['E451', 'INS 451', 'STPP'], ['Water retention agent']),
  item(
    'Sodium hexametaphosphate',
    ['E452', 'INS 452', 'SHMP', 'Calgon'],
    ['Sequestrant', 'Emulsifying salt'],
  ),
  item('Ammonium hydroxide', ['E527', 'INS 527', 'Ammonia solution'], ['Acidity regulator']),
  item(
    'Sodium ferrocyanide',
    ['E535', 'INS 535', 'Yellow prussiate of soda'],
    ['Anti-caking agent'],
  ),
  item(
    'Potassium ferrocyanide',
    ['E536', 'INS 536', 'Yellow prussiate of potash'],
    ['Anti-caking agent'],
  ),
  item(
    'Sodium aluminium phosphate',
    ['E541', 'INS 541', 'SALP'],
    ['Raising agent', 'Emulsifying salt'],
  ),
  item('Silicon dioxide', ['E551', 'INS 551', 'Silica'], ['Anti-caking agent']),
  item('Calcium silicate', ['E552', 'INS 552'], ['Anti-caking agent']),
  item('Sodium aluminosilicate', ['E554', 'INS 554'], ['Anti-caking agent']),
  item('Aluminium', ['E173', 'INS 173', 'Aluminium lake'], ['Colour', 'Carrier']),
  item(
    'Dimethylpolysiloxane',
    ['E900', 'INS 900', 'Silicone oil', 'Dimethicone'],
    ['Antifoaming agent'],
  ),
  item('Shellac', ['E904', 'INS 904', 'Lac resin'], ['Glazing agent']),
  item('Melamine', ['Cyanuramide'], ['Protein adulterant']),
  item('Urea (added)', ['Carbamide'], ['Adulterant in milk']),
  item('Oxytocin', ['Pitocin'], ['Hormone (milk let-down, illegal in dairy)']),
  item('Recombinant bovine growth hormone', ['rBGH', 'rBST', 'Bovine somatotropin'], ['Hormone']),
];

export const BANNED_INGREDIENTS: BannedIngredient[] = [
  ...COLOURS,
  ...PRESERVATIVES,
  ...ANTIOXIDANTS,
  ...FLAVOUR_ENHANCERS,
  ...SWEETENERS,
  ...FATS,
  ...EMULSIFIERS_AND_THICKENERS,
  ...FLOUR_TREATMENT,
  ...OTHERS,
];
