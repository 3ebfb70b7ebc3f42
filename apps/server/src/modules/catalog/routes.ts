import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { browseRoutes } from './browse-routes';
import { cartRoutes } from './cart-routes';
import { productRoutes } from './product-routes';

/** The public catalogue: everything a visitor browses before logging in. */
export async function catalogRoutes(app: FastifyInstance, context: AppContext) {
  await productRoutes(app, context);
  await browseRoutes(app, context);
  await cartRoutes(app, context);
}
