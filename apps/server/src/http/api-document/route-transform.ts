import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadForm } from '../../media/upload-form';
import './route-config';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

/**
 * Each route's part of the API document: its zod schemas as JSON Schema (fastify-type-provider-
 * zod), then what the route's `config` says the handler reads itself: a multipart form's fields
 * and files, and headers such as the payment webhook's signature.
 */
export function transformRoute(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const config = (input.route as RouteOptions | undefined)?.config;
  const schema = result.schema as (FastifySchema & JsonSchema) | undefined;
  if (!schema || schema.hide || !config) return result;
  if (config.uploadForm) {
    schema.consumes = ['multipart/form-data'];
    schema.body = uploadFormBody(config.uploadForm);
  }
  if (config.requestHeaders) schema.headers = asJsonSchema(config.requestHeaders);
  return result;
}

const asJsonSchema = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as JsonSchema;
  delete json.$schema;
  return json;
};

const MB = 1024 * 1024;

/** A form's text fields as its zod schema states them, and its file field. */
function uploadFormBody(form: UploadForm): JsonSchema {
  const text = form.textFields ? asJsonSchema(form.textFields) : {};
  const size = `at most ${Math.round((form.fileBytes / MB) * 10) / 10} MB`;
  const file = { type: 'string', format: 'binary' };
  const fileField =
    form.files === 1
      ? { ...file, description: `One file, ${size}.` }
      : {
          type: 'array',
          items: file,
          maxItems: form.files,
          description: `Up to ${form.files} files, each ${size}, as repeated parts.`,
        };
  return {
    type: 'object',
    properties: {
      ...(text.properties as JsonSchema | undefined),
      [form.fileField]: fileField,
    },
    // One file is the point of the form; photos beside a report are optional.
    required: [
      ...((text.required as string[] | undefined) ?? []),
      ...(form.files === 1 ? [form.fileField] : []),
    ],
    additionalProperties: false,
  };
}
