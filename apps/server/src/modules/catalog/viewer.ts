import type { FastifyRequest } from 'fastify';

/** The logged-in customer looking at a page, when there is one. */
export interface Viewer {
  userId: number;
}

/**
 * Who is looking, for public pages that show a customer more (product page, previously ordered
 * products). Needs `optionalUser` as the route's pre-handler; without a live token it is nobody.
 */
export const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.user ? { userId: request.user.id } : null;
