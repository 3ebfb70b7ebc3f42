import { z } from 'zod';

/**
 * The shop's pages a banner can send a shopper to (issue 38 item 8): picked from the real ones in
 * the hub, never typed, and checked by the server against what the shop holds. The paths are the
 * shop's own routes (apps/web/src/app/router.tsx).
 */
export const SHOP_PAGE_KINDS = [
  'category',
  'collection',
  'product',
  'seller',
  'new-products',
] as const;
export type ShopPageKind = (typeof SHOP_PAGE_KINDS)[number];

export const SHOP_PAGE_KIND_NAMES: Record<ShopPageKind, string> = {
  category: 'Category',
  collection: 'Collection',
  product: 'Product',
  seller: 'Seller',
  'new-products': 'New products',
};

/** Which page a link names: its kind and id (none for New products), or null for no page. */
export interface ShopPageRef {
  kind: ShopPageKind;
  id: number | null;
}

const ID = '([1-9]\\d{0,9})';
const SEGMENT = '[^/?#]+';
const PATTERNS: [ShopPageKind, RegExp][] = [
  ['category', new RegExp(`^/category/${ID}/${SEGMENT}/\\d{1,10}/${SEGMENT}$`)],
  ['collection', new RegExp(`^/collection/${ID}/${SEGMENT}$`)],
  ['product', new RegExp(`^/product/${ID}$`)],
  ['seller', new RegExp(`^/seller/${ID}$`)],
  ['new-products', /^\/newproducts$/],
];

export function shopPageOf(link: string): ShopPageRef | null {
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(link);
    if (match) return { kind, id: match[1] === undefined ? null : Number(match[1]) };
  }
  return null;
}

export const NO_SHOP_PAGE_MESSAGE =
  'The link must be a page of the shop: a category, collection, product, seller or New products. Pick it from the list.';

/** One page the banner form offers, with the path it links to. */
export const shopPageSchema = z.object({
  kind: z.enum(SHOP_PAGE_KINDS),
  id: z.number().int().nullable(),
  name: z.string().describe("The page's name as the shop shows it"),
  path: z.string().describe('The link a banner stores'),
});
export type ShopPage = z.infer<typeof shopPageSchema>;

export const shopPageListSchema = z.object({ pages: z.array(shopPageSchema) });
export type ShopPageList = z.infer<typeof shopPageListSchema>;

export const shopPageSearchSchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(80, { error: 'Search with at most 80 characters.' })
    .optional()
    .describe("Words of the page's name; none lists New products and the categories"),
});
