import bakery from './bakery.json';
import battersAndReadyToCook from './batters-and-ready-to-cook.json';
import beverages from './beverages.json';
import chutneysAndPickles from './chutneys-and-pickles.json';
import dairyAndEggs from './dairy-and-eggs.json';
import dryFruitsAndNuts from './dry-fruits-and-nuts.json';
import floursAndAtta from './flours-and-atta.json';
import fruitsAndVegetables from './fruits-and-vegetables.json';
import meatAndFish from './meat-and-fish.json';
import milletsAndGrains from './millets-and-grains.json';
import oilsAndGhee from './oils-and-ghee.json';
import snacksAndChips from './snacks-and-chips.json';
import spicesAndMasalas from './spices-and-masalas.json';
import sweeteners from './sweeteners.json';
import { type CategoryLines, categoryLines } from './types';

/** Every aisle's product lines, in the order the categories are shown. */
export const ALL_PRODUCT_LINES: CategoryLines[] = [
  fruitsAndVegetables,
  dairyAndEggs,
  battersAndReadyToCook,
  snacksAndChips,
  chutneysAndPickles,
  milletsAndGrains,
  floursAndAtta,
  oilsAndGhee,
  sweeteners,
  spicesAndMasalas,
  bakery,
  beverages,
  dryFruitsAndNuts,
  meatAndFish,
].map((aisle) => categoryLines.parse(aisle));
