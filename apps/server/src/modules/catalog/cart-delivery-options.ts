import type {
  DeliveryOptionsRequest,
  DeliveryOptionsResponse,
  DeliveryProduct,
} from '@makers-pantry/domain/delivery-options';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../context';
import { addressPolygonFor, buildDeliveryOptions, loadOpenSlots } from '../delivery/service';
import { checkLines, type CheckedLine } from './stock-check';

/**
 * POST api/carts/delivery-options-v2/: the cart's lines checked against live stock, then laid
 * into the open slots by delivery's slot engine; never cached. The cart asks delivery, not the
 * other way round, so delivery keeps its slots without reading the catalogue.
 */
export async function deliveryOptions(
  context: AppContext,
  request: DeliveryOptionsRequest,
  userId: number | undefined,
): Promise<DeliveryOptionsResponse> {
  const now = context.now();
  const [lines, slots, addressPolygon] = await Promise.all([
    checkLines(context.db, request.productList, now),
    loadOpenSlots(context.db, now),
    addressPolygonFor(context.db, userId, request.addressId),
  ]);
  const deliverable = lines.filter((line) => line.quantityPossible > 0);
  return {
    options: buildDeliveryOptions(deliverable, slots, addressPolygon, now, deliveryProductView),
    unavailable: lines
      .filter((line) => line.quantityPossible === 0 && line.requested > 0)
      .map(deliveryProductView),
  };
}

function deliveryProductView(line: CheckedLine): DeliveryProduct {
  return {
    id: line.id,
    name: line.row?.name ?? '',
    cartImage: line.row?.cartImage ?? '',
    packageSize: line.row?.packageSize ?? 0,
    measurementUnit: line.row?.measurementUnit ?? '',
    price: paiseToRupees(line.row?.pricePaise ?? 0),
    quantityPossible: line.quantityPossible,
    changeMessage: line.changeMessage,
    sellerId: line.row?.makerId ?? 0,
  };
}
