import { z } from 'zod';

/**
 * Sentences for zod's own checks, naming the field, for schemas that do not carry the shop's own
 * wording (those messages win: zod prefers a schema's own message to this map).
 */
const kinds: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const parts = (path ?? []).filter((part) => typeof part === 'string' || typeof part === 'number');
  return parts.length ? parts.join('.') : 'The request';
}

export function installValidationMessages() {
  z.config({
    customError: (issue) => {
      const field = fieldName(issue.path);
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined
            ? `${field} is required.`
            : `${field} must be ${kinds[issue.expected] ?? issue.expected}.`;
        case 'too_small':
          if (issue.origin === 'string')
            return `${field} must be at least ${issue.minimum} characters long.`;
          if (issue.origin === 'array')
            return `${field} must have at least ${issue.minimum} items.`;
          return `${field} must be at least ${issue.minimum}.`;
        case 'too_big':
          if (issue.origin === 'string')
            return `${field} can be at most ${issue.maximum} characters long.`;
          if (issue.origin === 'array') return `${field} can have at most ${issue.maximum} items.`;
          return `${field} can be at most ${issue.maximum}.`;
        case 'unrecognized_keys':
          return `${issue.keys.join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} this form accepts.`;
        case 'invalid_format':
          return `${field} is not a valid ${issue.format}.`;
        case 'invalid_value':
          return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
        default:
          return `${field} is not valid.`;
      }
    },
  });
}
