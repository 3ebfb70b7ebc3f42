import type { ProductListItem, Seller } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { findApprovedMaker, menuOf } from '../catalog/service';

/** Product cards for ids, in that order: the catalogue's, handed in where modules are wired. */
export type ProductCardsByIds = (
  context: AppContext,
  ids: readonly number[],
) => Promise<ProductListItem[]>;

/** A menu longer than this is a catalogue, not a seller page; the rest is found by search. */
const MENU_LIMIT = 200;

/** The seller page: an approved maker's profile and menu; anyone else is not found. */
export async function sellerPage(
  context: AppContext,
  productCards: ProductCardsByIds,
  id: number,
): Promise<Seller> {
  const [maker, menu] = await Promise.all([
    findApprovedMaker(context.db, id),
    menuOf(context.db, id, MENU_LIMIT),
  ]);
  if (!maker) throw notFound(`Seller ${id}`);
  return {
    ...maker,
    rating: Math.round(maker.rating * 10) / 10,
    products: await productCards(context, menu),
  };
}
