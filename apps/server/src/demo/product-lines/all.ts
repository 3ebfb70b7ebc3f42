import { BAKERY } from './bakery';
import { BATTERS_AND_READY_TO_COOK } from './batters-and-ready-to-cook';
import { BEVERAGES } from './beverages';
import { CHUTNEYS_AND_PICKLES } from './chutneys-and-pickles';
import { DAIRY_AND_EGGS } from './dairy-and-eggs';
import { DRY_FRUITS_AND_NUTS } from './dry-fruits-and-nuts';
import { FLOURS_AND_ATTA } from './flours-and-atta';
import { FRUITS_AND_VEGETABLES } from './fruits-and-vegetables';
import { MEAT_AND_FISH } from './meat-and-fish';
import { MILLETS_AND_GRAINS } from './millets-and-grains';
import { OILS_AND_GHEE } from './oils-and-ghee';
import { SNACKS_AND_CHIPS } from './snacks-and-chips';
import { SPICES_AND_MASALAS } from './spices-and-masalas';
import { SWEETENERS } from './sweeteners';
import type { CategoryLines } from './types';

/** Every aisle's product lines, in the order the categories are shown. */
export const ALL_PRODUCT_LINES: CategoryLines[] = [
  FRUITS_AND_VEGETABLES,
  DAIRY_AND_EGGS,
  BATTERS_AND_READY_TO_COOK,
  SNACKS_AND_CHIPS,
  CHUTNEYS_AND_PICKLES,
  MILLETS_AND_GRAINS,
  FLOURS_AND_ATTA,
  OILS_AND_GHEE,
  SWEETENERS,
  SPICES_AND_MASALAS,
  BAKERY,
  BEVERAGES,
  DRY_FRUITS_AND_NUTS,
  MEAT_AND_FISH,
];
