/**
 * Words that mean the same food in English, Hindi, Kannada, Tamil and the trade. Each group
 * becomes every ordered pair, so 'dahi' finds curd and 'curd' finds dahi.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['dahi', 'curd', 'mosaru', 'thayir', 'yogurt'],
  ['bella', 'gud', 'jaggery', 'gur', 'vellam', 'bellam'],
  ['ragi', 'nachni', 'finger millet', 'mandua', 'kezhvaragu'],
  ['atta', 'wheat flour', 'godhi hittu'],
  ['maida', 'refined flour', 'all purpose flour'],
  ['jowar', 'sorghum', 'jola', 'cholam'],
  ['bajra', 'pearl millet', 'sajje', 'kambu'],
  ['navane', 'foxtail millet', 'kangni', 'thinai'],
  ['saame', 'little millet', 'kutki', 'samai'],
  ['harka', 'kodo millet', 'varagu'],
  ['oodalu', 'barnyard millet', 'sanwa'],
  ['haldi', 'turmeric', 'arishina', 'manjal'],
  ['jeera', 'cumin', 'jeerige', 'seeragam'],
  ['kadalekai', 'groundnut', 'peanut', 'mungfali', 'shenga'],
  ['menasu', 'pepper', 'kali mirch', 'milagu'],
  ['tuppa', 'ghee', 'neyyi', 'nei'],
  ['chakka', 'jackfruit', 'halasina', 'kathal'],
  ['avalakki', 'poha', 'beaten rice', 'aval'],
  ['akki', 'rice', 'chawal', 'arisi'],
  ['doodh', 'milk', 'haalu', 'paal'],
  ['paneer', 'cottage cheese'],
  ['makhan', 'butter', 'benne', 'vennai'],
  ['anda', 'egg', 'eggs', 'motte', 'muttai'],
  ['tamatar', 'tomato', 'thakkali'],
  ['pyaz', 'onion', 'eerulli', 'vengayam'],
  ['aloo', 'potato', 'alugadde'],
  ['palak', 'spinach'],
  ['methi', 'fenugreek', 'menthya'],
  ['dhania', 'coriander', 'kothambari', 'cilantro'],
  ['pudina', 'mint'],
  ['adrak', 'ginger', 'shunti', 'inji'],
  ['lahsun', 'garlic', 'bellulli', 'poondu'],
  ['elaichi', 'cardamom', 'elakki'],
  ['dalchini', 'cinnamon', 'chakke'],
  ['rai', 'mustard', 'sasive', 'kadugu'],
  ['til', 'sesame', 'ellu', 'gingelly'],
  ['nariyal', 'coconut', 'kobbari', 'thengai'],
  ['kaju', 'cashew', 'godambi'],
  ['badam', 'almond', 'almonds'],
  ['kishmish', 'raisins', 'drakshi'],
  ['khajur', 'dates', 'kharjura'],
  ['shahad', 'honey', 'jenu'],
  ['chai', 'tea'],
  ['kaapi', 'coffee'],
  ['besan', 'gram flour', 'kadale hittu'],
  ['sooji', 'rava', 'semolina'],
  ['toor', 'togari', 'arhar', 'tuvar'],
  ['moong', 'hesaru', 'green gram'],
  ['urad', 'uddina', 'black gram'],
  ['murukku', 'chakli'],
  ['chivda', 'mixture', 'namkeen'],
  ['achar', 'pickle', 'uppinakayi', 'oorugai'],
  ['podi', 'pudi', 'chutney powder'],
  ['keema', 'kheema', 'mince'],
  ['mutton', 'gosht', 'goat'],
  ['chicken', 'murgh', 'koli', 'kozhi'],
  ['fish', 'machli', 'meen', 'meenu'],
  ['prawns', 'jhinga', 'shrimp', 'sigadi'],
  ['banana', 'kela', 'bale'],
  ['mango', 'aam', 'mavina'],
  ['amla', 'nellikai', 'gooseberry'],
  ['bhindi', 'okra', 'lady finger', 'bendekayi'],
  ['baingan', 'brinjal', 'eggplant', 'badanekayi'],
  ['chilli', 'mirchi', 'menasinakayi'],
];

export function synonymPairs(): { word: string; synonym: string }[] {
  const pairs = new Map<string, { word: string; synonym: string }>();
  for (const group of SYNONYM_GROUPS)
    for (const word of group)
      for (const synonym of group)
        if (word !== synonym) pairs.set(`${word}|${synonym}`, { word, synonym });
  return [...pairs.values()];
}
