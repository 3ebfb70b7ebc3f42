import { z } from 'zod';
import { addressSchema } from './addresses';
import { profileSchema } from './accounts';
import {
  bannerSchema,
  cartItemSchema,
  categorySchema,
  paginatorSchema,
  productDetailSchema,
  productListItemSchema,
  sellerSchema,
} from './catalog';
import { hubBatchSchema } from './hub-batches';
import { hubBoardSchema } from './hub-board';
import { hubMakerSchema } from './hub-makers';
import { hubProductSchema } from './hub-products';
import { orderConfirmationSchema } from './orders';
import { orderDetailSchema, orderLineSchema, orderSchema } from './order-history';
import { sellerLeadSchema, ticketSchema } from './support';

/**
 * The shapes a client of the API meets again and again, under the names the API document gives
 * them (components/schemas): every answer holding one refers to it by name, so a client generator
 * makes one type of each. Only answers are named here: a request body stays written out in its
 * operation, where the route fuzz reads its fields. `ErrorAnswer` is named where it is defined.
 */
const NAMES: [z.ZodType, string][] = [
  [productListItemSchema, 'ProductCard'],
  [productDetailSchema, 'ProductDetail'],
  [paginatorSchema, 'Paginator'],
  [categorySchema, 'Category'],
  [bannerSchema, 'Banner'],
  [sellerSchema, 'Seller'],
  [cartItemSchema, 'CartItem'],
  [profileSchema, 'Profile'],
  [addressSchema, 'Address'],
  [orderConfirmationSchema, 'OrderConfirmation'],
  [orderSchema, 'Order'],
  [orderLineSchema, 'OrderLine'],
  [orderDetailSchema, 'OrderDetail'],
  [ticketSchema, 'HelpTicket'],
  [sellerLeadSchema, 'SellerLead'],
  [hubBoardSchema, 'HubOrderBoard'],
  [hubProductSchema, 'HubProduct'],
  [hubMakerSchema, 'HubMaker'],
  [hubBatchSchema, 'HubBatch'],
];

/** Names the shapes in zod's global registry, where the API document's generator finds them; once. */
export function nameApiSchemas() {
  for (const [schema, id] of NAMES) {
    const known = z.globalRegistry.get(schema);
    if (known?.id === id) continue;
    z.globalRegistry.add(schema, { ...known, id });
  }
}
