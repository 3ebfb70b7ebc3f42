import { errorResponseName, errorResponses, successDescription } from './answers';
import { operationIdOf } from './operation-ids';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Json[];
  parameters?: { in: string; name: string; schema?: Json }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses?: Record<string, Json>;
  'x-roles'?: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
const BINARY = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
const TEXT = new Set(['text/csv', 'application/javascript', 'text/javascript']);

/**
 * The whole document, once every route is in: what holds for every operation is said here once
 * rather than in 150 route schemas. Each operation gets an id, a security statement (none: a
 * public route), the error answers the server sends for it (400 for any bad input, 401 where a
 * login is needed, 403 where roles are, 413 and 415 where there is a body, 414 where the path has
 * parameters), every error as the shared `ErrorAnswer` JSON whatever
 * the route answers when it succeeds, and descriptions for its answers.
 */
export function finishDocument(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const errorStatuses = new Set<number>();
  for (const [path, item] of Object.entries(paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) finishOperation(operation, method, path, errorStatuses);
    }
  const components = (document.components ?? {}) as Json;
  document.components = {
    ...components,
    responses: { ...(components.responses as Json), ...errorResponses(errorStatuses) },
  };
  readUrlNumbersAsIntegers(document);
  typeNullableChoices(document);
  dropUnusedSchemas(document);
  return document;
}

function finishOperation(
  operation: Operation,
  method: string,
  path: string,
  errorStatuses: Set<number>,
) {
  operation.operationId ??= operationIdOf(method, path);
  operation.security ??= [];
  const needsLogin =
    operation.security.length > 0 &&
    operation.security.every((requirement) => Object.keys(requirement).length > 0);
  const roles = operation['x-roles'];
  if (roles) {
    const line = `Roles: ${roles.join(', ')} (admins pass every role check).`;
    operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
  }
  const responses = (operation.responses ??= {});
  const sent = new Set(Object.keys(responses).map(Number));
  // Every documented route reads its query strictly (an unknown parameter is a 400).
  sent.add(400);
  if (needsLogin) sent.add(401);
  if (roles) sent.add(403);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) sent.add(414);
  if (operation.requestBody) {
    sent.add(413);
    sent.add(415);
  }
  for (const status of sent) {
    if (status < 400) {
      const answer = responses[String(status)]!;
      finishSuccess(answer, status);
      continue;
    }
    errorStatuses.add(status);
    responses[String(status)] = { $ref: `#/components/responses/${errorResponseName(status)}` };
  }
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

function finishSuccess(answer: Json, status: number) {
  const content = answer.content as Record<string, { schema?: Json }> | undefined;
  const type = content ? Object.keys(content)[0] : undefined;
  if (!answer.description || answer.description === 'Default Response')
    answer.description = successDescription(status, type);
  for (const [contentType, media] of Object.entries(content ?? {})) {
    const bare = contentType.split(';')[0]!;
    if (BINARY.has(bare)) media.schema = { type: 'string', format: 'binary' };
    else if (TEXT.has(bare)) media.schema = { type: 'string' };
  }
}

/**
 * An id or page number read from a URL's text is shown as the integer the server reads it as
 * (bounds.ts says `type: integer` and the bounds); the text's pattern is the server's affair.
 */
function readUrlNumbersAsIntegers(node: unknown) {
  if (Array.isArray(node)) return node.forEach(readUrlNumbersAsIntegers);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.type === 'integer' && typeof schema.pattern === 'string') delete schema.pattern;
  Object.values(schema).forEach(readUrlNumbersAsIntegers);
}

/**
 * OpenAPI 3.0's `nullable` needs a `type` beside it: a nullable choice between shapes of one type
 * (the slot template's cut-off: one object or another, or null) says that type.
 */
function typeNullableChoices(node: unknown) {
  if (Array.isArray(node)) return node.forEach(typeNullableChoices);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (Array.isArray(schema.anyOf)) collapseRepeatedChoices(schema);
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (schema.nullable && !schema.type && choices) {
    const types = new Set(choices.map((choice) => choice.type));
    if (types.size === 1 && typeof choices[0]?.type === 'string') schema.type = choices[0].type;
  }
  Object.values(schema).forEach(typeNullableChoices);
}

/**
 * A tuple in OpenAPI 3.0 is an array whose items are any of its members: a pair of coordinates
 * comes out as `anyOf: [number, number]`, which says `number` twice. Said once.
 */
function collapseRepeatedChoices(schema: Json) {
  const seen = new Map<string, Json>();
  for (const choice of schema.anyOf as Json[]) seen.set(JSON.stringify(choice), choice);
  const distinct = [...seen.values()];
  if (distinct.length === (schema.anyOf as Json[]).length) return;
  delete schema.anyOf;
  if (distinct.length === 1) Object.assign(schema, distinct[0]);
  else schema.anyOf = distinct;
}

/**
 * The generator writes every named shape twice (as read and as answered); only those some
 * operation refers to stay, following references between shapes.
 */
function dropUnusedSchemas(document: Json) {
  const components = document.components as Json;
  const schemas = components.schemas as Record<string, Json> | undefined;
  if (!schemas) return;
  const used = new Set<string>();
  const pending = [JSON.stringify({ ...document, components: { ...components, schemas: {} } })];
  while (pending.length > 0) {
    for (const [, name] of pending.pop()!.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!) || !schemas[name!]) continue;
      used.add(name!);
      pending.push(JSON.stringify(schemas[name!]));
    }
  }
  components.schemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
