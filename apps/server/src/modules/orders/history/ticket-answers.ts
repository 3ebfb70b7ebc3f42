import type { OrderTicket } from '@makers-pantry/domain/order-history';
import type { Executor } from '../../../db/client';

/**
 * The customer's confirmed tickets about these orders, by order, oldest first, each with ops'
 * answer once resolved (My Orders shows them under the order). Support answers it; support
 * imports orders, so modules/routes.ts hands it in (decision 071).
 */
export type TicketsByOrder = (
  db: Executor,
  userId: number,
  orderIds: readonly number[],
) => Promise<Map<number, OrderTicket[]>>;
