import { and, eq, ne, or } from 'drizzle-orm';
import type { VariantCreate } from '@makers-pantry/domain/hub-products';
import { rupeesToPaise } from '@makers-pantry/domain/money';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { AppError, notFound } from '../../http/errors';
import type { MakerScope } from './batches';
import { liveFilesOf, ownedBy, type ProductChange, type ProductRow } from './product-changes';

/**
 * A family (a product and its variants) has each size once. The family's first product is locked
 * first, so two makers adding the same size at once cannot both pass the check.
 */
export async function checkSizeIsNew(
  tx: Executor,
  familyId: number,
  size: { packageSize: number; measurementUnit: string },
  exceptId?: number,
) {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, familyId))
    .for('no key update');
  const [sameSize] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        or(eq(products.id, familyId), eq(products.variantOfProductId, familyId)),
        eq(products.packageSize, size.packageSize),
        eq(products.measurementUnit, size.measurementUnit),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1);
  if (sameSize)
    throw new AppError(
      'PRODUCT_VARIANT_EXISTS',
      `${sameSize.name} already comes in ${size.packageSize} ${size.measurementUnit} (product ${sameSize.id}).`,
    );
}

/** Whether a product has variants, or is one. */
export async function familyOf(tx: Executor, row: ProductRow): Promise<number | undefined> {
  if (row.variantOfProductId !== null) return row.variantOfProductId;
  const [variant] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.variantOfProductId, row.id))
    .limit(1);
  return variant ? row.id : undefined;
}

/**
 * A new variant (NPI): another size or pack of a product, as a draft of its own that shares the
 * product's text, photos and lab report (copied: each variant is reviewed and edited on its own).
 * Variants point at the family's first product, so a family is one level deep.
 */
export async function createVariant(
  tx: Executor,
  scope: MakerScope,
  productId: number,
  input: VariantCreate,
  now: Date,
): Promise<ProductChange> {
  const [parent] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), ownedBy(scope)));
  if (!parent) throw notFound('This product');
  const familyId = parent.variantOfProductId ?? parent.id;
  await checkSizeIsNew(tx, familyId, input);
  const [after] = await tx
    .insert(products)
    .values({
      makerId: parent.makerId,
      categoryId: parent.categoryId,
      subcategoryId: parent.subcategoryId,
      name: input.name ?? parent.name,
      description: parent.description,
      usageInstructions: parent.usageInstructions,
      allergenInfo: parent.allergenInfo,
      // The maker's latest text: a change awaiting review is what the maker means now.
      ingredients: parent.proposedIngredients ?? parent.ingredients,
      storage: parent.storage,
      packageSize: input.packageSize,
      measurementUnit: input.measurementUnit,
      pricePaise: rupeesToPaise(input.price),
      vegIndicator: parent.vegIndicator,
      specialityTag: parent.specialityTag,
      showStock: parent.showStock,
      canSellBeforeStocking: parent.canSellBeforeStocking,
      status: parent.status,
      ...liveFilesOf(parent),
      searchKeywords: parent.searchKeywords,
      listingState: 'draft',
      isActive: false,
      approvedAt: null,
      variantOfProductId: familyId,
      createdAt: now,
    })
    .returning();
  return { before: null, after: after! };
}
