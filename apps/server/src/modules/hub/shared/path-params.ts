import { z } from 'zod';
import { pathIdSchema } from '@makers-pantry/domain/catalog';

/*
 * The ids the hub's paths name, each read as the house reads an id (bounds.ts) and named in its
 * 400: declared once here for every route, upload or area that names the same object.
 */
export const areaParams = z.object({ areaId: pathIdSchema('Service area id') });
export const bannerParams = z.object({ bannerId: pathIdSchema('Banner id') });
export const batchParams = z.object({ batchId: pathIdSchema('Batch id') });
export const codeParams = z.object({ codeId: pathIdSchema('Code id') });
export const collectionParams = z.object({ collectionId: pathIdSchema('Collection id') });
export const customerParams = z.object({ userId: pathIdSchema('Customer id') });
export const leadParams = z.object({ leadId: pathIdSchema('Lead id') });
export const locationParams = z.object({ locationId: pathIdSchema('Location id') });
export const makerParams = z.object({ makerId: pathIdSchema('Maker id') });
export const orderParams = z.object({ orderId: pathIdSchema('Order id') });
export const productParams = z.object({ productId: pathIdSchema('Product id') });
export const slotParams = z.object({ slotId: pathIdSchema('Slot id') });
export const templateParams = z.object({ templateId: pathIdSchema('Template id') });
export const ticketParams = z.object({ id: pathIdSchema('Ticket id') });
