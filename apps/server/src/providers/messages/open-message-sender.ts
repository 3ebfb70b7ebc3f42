import type { Config } from '../../config';
import { ConsoleMessageSender, type ConsoleMessageSenderOptions } from './console-message-sender';
import type { MessageSender } from './message-sender';

/**
 * The sender the outbox job uses. The console sender is the embedded default: messages go to the
 * log, and their state to the outbox table, which the dev outbox reads. Real providers (SMS with
 * DLT templates, WhatsApp Cloud API) are chosen here by configuration when they are added.
 */
export function openMessageSender(
  _config: Config,
  log: ConsoleMessageSenderOptions['log'],
  now: () => Date,
): MessageSender {
  return new ConsoleMessageSender({ log, now });
}
