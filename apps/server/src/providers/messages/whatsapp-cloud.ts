import type { MessageLanguage } from '@makers-pantry/domain/messages';
import { MessageRefused, type MessageSender, type OutgoingMessage } from './message-sender';
import { postToProvider, type ProviderAnswer } from './provider-call';
import { registeredTemplate, type TemplateTable } from './template-table';

export interface WhatsAppOptions {
  /** https://graph.facebook.com; a local stand-in in tests. */
  apiUrl: string;
  /** The Graph API version the templates were made under. */
  apiVersion: string;
  /** The business phone number's id (not the number itself), from the WhatsApp Manager. */
  phoneNumberId: string;
  /** A system user's permanent access token. */
  token: string;
  /** The shop's template key to the approved template's name. */
  templates: TemplateTable<string>;
  timeoutMs?: number;
}

/** The language codes WhatsApp's approved templates are registered under. */
const WHATSAPP_LANGUAGE: Record<MessageLanguage, string> = { en: 'en', hi: 'hi', kn: 'kn' };

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

const answerOf = (answer: ProviderAnswer) => (answer.body ?? {}) as GraphAnswer;

/**
 * WhatsApp through Meta's Cloud API: POST /{version}/{phone-number-id}/messages with a bearer
 * token, `type: 'template'`, the approved template's name and language, and the variables as
 * the body's text parameters in order ({{1}}, {{2}}...). Outside the 24-hour window after a
 * customer writes, only approved templates may be sent, which is all the shop sends. The answer's
 * `messages[0].id` (a wamid) is what the status webhooks name.
 */
export class WhatsAppCloud implements MessageSender {
  constructor(private readonly options: WhatsAppOptions) {}

  async send(message: OutgoingMessage): Promise<{ providerMessageId: string }> {
    const name = registeredTemplate(
      this.options.templates,
      message,
      'WhatsApp',
      'WHATSAPP_TEMPLATES',
    );
    const { apiUrl, apiVersion, phoneNumberId, token } = this.options;
    const answer = await postToProvider(
      'WhatsApp',
      new URL(`/${apiVersion}/${phoneNumberId}/messages`, apiUrl).toString(),
      { authorization: `Bearer ${token}` },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${message.mobile}`,
        type: 'template',
        template: {
          name,
          language: { code: WHATSAPP_LANGUAGE[message.language] },
          components: [
            {
              type: 'body',
              parameters: Object.values(message.variables).map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
      this.options.timeoutMs ?? 10_000,
      (refused) => {
        const error = answerOf(refused).error;
        return error ? `${error.code ?? '?'}: ${error.message ?? ''}` : undefined;
      },
    );
    const id = answerOf(answer).messages?.[0]?.id;
    if (!id) throw new MessageRefused('WhatsApp accepted the request but named no message id.');
    return { providerMessageId: id };
  }
}
