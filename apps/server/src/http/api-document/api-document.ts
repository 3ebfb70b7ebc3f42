import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { nameApiSchemas } from '@makers-pantry/domain/api-names';
import { finishDocument } from './finish-document';
import { transformRoute } from './route-transform';

/**
 * The API document (/api/docs, and `npm run lint:api`, decision 052): OpenAPI 3.0 written from the
 * routes' own schemas, so it cannot drift from what the server validates.
 */
export function apiDocumentOptions(): SwaggerOptions {
  nameApiSchemas();
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Makers Pantry API',
        version: '1.0.0',
        description:
          'The online shop of Bangalore’s home food makers: the catalogue, carts and checkout, ' +
          'orders and help tickets for customers, and the hub where ops and makers run the shop. ' +
          'Bodies are JSON in UTF-8 unless an operation says multipart/form-data. Every error ' +
          'answers `ErrorAnswer` (`{ detail, code }`) in JSON, whatever the route answers when it ' +
          'succeeds.',
        license: { name: 'Proprietary', url: 'https://github.com/makers-pantry' },
      },
      // Relative: the document describes the shop that serves it (/api/docs on each instance).
      servers: [{ url: '/', description: 'The shop that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'The login’s token with its scheme: `Authorization: Token <token>`, the token ' +
              'as POST /api/users/login/ answered it (16 to 128 letters, digits, `_` or `-`).',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: (input) => finishDocument(namedSchemasOf(input) as Record<string, unknown>),
  };
}

/** The named shapes in the document's own dialect (the generator's default is JSON Schema 2020-12). */
const namedSchemasOf = createJsonSchemaTransformObject({
  zodToJsonConfig: { target: 'openapi-3.0' },
});

const TAGS = [
  { name: 'health', description: 'Whether this instance is alive and ready to serve.' },
  { name: 'accounts', description: 'Logging in by OTP, the profile, and OTP call-back requests.' },
  { name: 'addresses', description: 'Delivery addresses, known locations and place search.' },
  {
    name: 'catalogue',
    description: 'Products, search, makers’ stores, categories, collections, banners and the cart.',
  },
  { name: 'delivery', description: 'Delivery slots and options for a cart.' },
  { name: 'orders', description: 'Checkout, payment and the customer’s orders.' },
  { name: 'payments', description: 'The payment provider’s checkout script and its simulator.' },
  { name: 'reviews', description: 'Reviews of products a customer received.' },
  { name: 'support', description: 'Help tickets and the form for makers who want to sell.' },
  { name: 'analytics', description: 'Product views and clicks the web app reports.' },
  { name: 'hub', description: 'The hub: what ops and makers use to run the shop.' },
  { name: 'dev', description: 'Development only: the SMS outbox.' },
];
