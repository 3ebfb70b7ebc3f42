import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from './errors';
import { installValidationMessages } from './validation-messages';

/** A route whose schema has no wording of its own, so zod's checks speak through our sentences. */
async function shop() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installValidationMessages();
  installErrorHandling(app);
  app.post(
    '/api/things/',
    {
      schema: {
        querystring: z.object({ pageNum: z.coerce.number().int().min(1).optional() }),
        body: z.strictObject({
          name: z.string().min(3).max(10),
          kind: z.enum(['jar', 'packet']),
          email: z.email().optional(),
          items: z.array(z.number()).max(2).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('validation sentences', () => {
  it.each([
    [{}, 'name is required.', 'body.name'],
    [{ name: 7, kind: 'jar' }, 'name must be text.', 'body.name'],
    [{ name: 'ab', kind: 'jar' }, 'name must be at least 3 characters long.', 'body.name'],
    [{ name: 'a'.repeat(11), kind: 'jar' }, 'name can be at most 10 characters long.', 'body.name'],
    [{ name: 'Ragi', kind: 'tin' }, 'kind must be one of: jar, packet.', 'body.kind'],
    [{ name: 'Ragi', kind: 'jar', email: 'nope' }, 'email is not a valid email.', 'body.email'],
    [
      { name: 'Ragi', kind: 'jar', items: [1, 2, 3] },
      'items can have at most 2 items.',
      'body.items',
    ],
    [
      { name: 'Ragi', kind: 'jar', roles: ['admin'] },
      'roles is not a field this form accepts.',
      'body',
    ],
  ])('%j -> %s', async (payload, detail, field) => {
    const app = await shop();
    const res = await app.inject({ method: 'POST', url: '/api/things/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail, code: 'VALIDATION_FAILED', field });
  });

  it('names a bad query parameter', async () => {
    const app = await shop();
    const res = await app.inject({
      method: 'POST',
      url: '/api/things/?pageNum=0',
      payload: { name: 'Ragi', kind: 'jar' },
    });
    expect(res.json()).toMatchObject({
      detail: 'pageNum must be at least 1.',
      field: 'querystring.pageNum',
    });
  });
});
