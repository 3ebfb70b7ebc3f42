import type { Config } from '../../config';
import { ConsoleMessageSender, type ConsoleMessageSenderOptions } from './console-message-sender';
import type { MessageSender } from './message-sender';
import { openMessageProviders } from './open-message-providers';

/**
 * The sender the outbox job uses. The console sender is the embedded default: messages go to the
 * log, and their state to the outbox table, which the dev outbox reads. MSG91 (SMS with DLT
 * templates) and the WhatsApp Cloud API are chosen by configuration (decision 059).
 */
export function openMessageSender(
  config: Config,
  log: ConsoleMessageSenderOptions['log'],
  now: () => Date,
): MessageSender {
  return openMessageProviders(config, new ConsoleMessageSender({ log, now }));
}
