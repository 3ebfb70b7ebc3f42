import type { Executor } from '../../../db/client';
import { orderItemBatches, orderItems } from '../../../db/schema/orders';
import type { CheckedLine } from '../../catalog/service';

/** One line of a new order: the product as read under its batches' locks, and where its units came from. */
export interface NewOrderLine {
  orderId: number;
  productId: number;
  product: Pick<
    NonNullable<CheckedLine['row']>,
    'name' | 'cartImage' | 'packageSize' | 'measurementUnit'
  >;
  quantity: number;
  pricePaise: number;
  batches: readonly { batchId: number; quantity: number }[];
}

/**
 * Writes a new order's lines, each with the product's name, picture and size as they are now (the
 * order keeps them whatever the product becomes), and the units each took from each batch, which
 * the order detail shows and a cancel gives back. A checkout and a replacement write them alike.
 */
export async function writeOrderLines(tx: Executor, lines: readonly NewOrderLine[]) {
  const inserted = await tx
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId: line.orderId,
        productId: line.productId,
        productName: line.product.name,
        productCartImage: line.product.cartImage,
        productPackageSize: line.product.packageSize,
        productMeasurementUnit: line.product.measurementUnit,
        quantity: line.quantity,
        pricePaise: line.pricePaise,
      })),
    )
    .returning({ id: orderItems.id });
  const allocations = lines.flatMap((line, index) =>
    line.batches.map((take) => ({
      orderItemId: inserted[index]!.id,
      batchId: take.batchId,
      quantity: take.quantity,
    })),
  );
  if (allocations.length > 0) await tx.insert(orderItemBatches).values(allocations);
}
