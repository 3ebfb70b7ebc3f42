import type { MessageLanguage } from '@makers-pantry/domain/messages';
import { MessageRefused, type OutgoingMessage } from './message-sender';

/**
 * Registered templates by the shop's template key and language: `key.kn` when the Kannada text
 * was registered on its own, else `key` (one registration for every language).
 */
export type TemplateTable<T> = ReadonlyMap<string, T>;

export function templateFor<T>(
  table: TemplateTable<T>,
  key: string,
  language: MessageLanguage,
): T | undefined {
  return table.get(`${key}.${language}`) ?? table.get(key);
}

/**
 * The template a provider sends `message` as; none configured refuses the message, naming the
 * setting to add it to (the same message would be refused again until then).
 */
export function registeredTemplate<T>(
  table: TemplateTable<T>,
  message: Pick<OutgoingMessage, 'template' | 'language'>,
  provider: string,
  setting: string,
): T {
  const template = templateFor(table, message.template, message.language);
  if (template === undefined)
    throw new MessageRefused(
      `No ${provider} template is configured for '${message.template}' (${setting}).`,
    );
  return template;
}

/**
 * Reads a list such as `order_placed=6531a:1107169,waitlist_area_open.kn=6531b:1107170` (pairs
 * separated by commas; what follows '=' is given to `parseValue`). Throws with a sentence naming
 * the bad pair, so config.ts can stop start-up with it.
 */
export function parseTemplateList<T>(
  text: string,
  parseValue: (value: string) => T | undefined,
): Map<string, T> {
  const table = new Map<string, T>();
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value, extra] = pair.split('=').map((p) => p.trim());
    const parsed = value ? parseValue(value) : undefined;
    if (!key || !/^[a-z0-9_]+(\.(en|hi|kn))?$/.test(key) || extra !== undefined || !parsed)
      throw new Error(`'${pair}' is not key=value`);
    table.set(key, parsed);
  }
  return table;
}
