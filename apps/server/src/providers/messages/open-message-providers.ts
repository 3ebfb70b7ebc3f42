import type { Config } from '../../config';
import type { MessageSender, OutgoingMessage } from './message-sender';
import { Msg91Sms } from './msg91-sms';
import { WhatsAppCloud } from './whatsapp-cloud';

/**
 * The shop's real providers as configured (decision 059): MSG91 for SMS when
 * MESSAGE_SMS_PROVIDER=msg91, else the given console sender (the embedded default); WhatsApp
 * only when WHATSAPP_TOKEN is set. config.ts has already insisted on every setting each needs.
 */
export function openMessageProviders(config: Config, consoleSender: MessageSender) {
  const sms =
    config.MESSAGE_SMS_PROVIDER === 'msg91'
      ? new Msg91Sms({
          apiUrl: config.MSG91_API_URL,
          authKey: config.MSG91_AUTH_KEY ?? '',
          senderId: config.MSG91_SENDER_ID ?? '',
          templates: config.MSG91_TEMPLATES ?? new Map(),
        })
      : consoleSender;
  const whatsapp = config.WHATSAPP_TOKEN
    ? new WhatsAppCloud({
        apiUrl: config.WHATSAPP_API_URL,
        apiVersion: config.WHATSAPP_API_VERSION,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
        token: config.WHATSAPP_TOKEN,
        templates: config.WHATSAPP_TEMPLATES ?? new Map(),
      })
    : undefined;
  return byChannel(sms, whatsapp);
}

/**
 * One sender for the outbox: a message queued for WhatsApp (the customer agreed to it) goes
 * through WhatsApp when the shop has it configured, else by SMS; everything else by SMS.
 */
export function byChannel(sms: MessageSender, whatsapp: MessageSender | undefined): MessageSender {
  return {
    send(message: OutgoingMessage) {
      if (message.channel === 'whatsapp' && whatsapp) return whatsapp.send(message);
      return sms.send({ ...message, channel: 'sms' });
    },
  };
}
