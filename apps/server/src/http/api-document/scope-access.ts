import type { FastifyInstance } from 'fastify';
import type { Role } from '@makers-pantry/domain/catalog-enums';

/** The one security scheme: `Authorization: Token <token>`. */
export const TOKEN_SECURITY = [{ token: [] }];

/**
 * Says in the API document, once for a whole scope, what its routes need: a login (`security`,
 * so 401 is documented) and, when given, the roles that pass (`x-roles`, so 403 is; admins pass
 * every role check). Called by the scope's own access check (requireLogin), so the document
 * states exactly what the server enforces. A route may narrow its `x-roles` (ops-only steps in a
 * scope sellers share); it cannot drop the login.
 */
export function documentScopeAccess(scope: FastifyInstance, roles: readonly Role[]) {
  scope.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide) return;
    schema.security = TOKEN_SECURITY;
    if (roles.length > 0) schema['x-roles'] ??= [...new Set([...roles, 'admin'])];
  });
}
