import { MessageRefused, type MessageSender, type OutgoingMessage } from './message-sender';
import { postToProvider, type ProviderAnswer } from './provider-call';
import { registeredTemplate, type TemplateTable } from './template-table';

/** One SMS template as registered: MSG91's flow template and the DLT id TRAI gave its text. */
export interface Msg91Template {
  templateId: string;
  dltTemplateId: string;
}

export interface Msg91Options {
  /** https://control.msg91.com; a local stand-in in tests. */
  apiUrl: string;
  authKey: string;
  /** The six-letter DLT header the messages come from (e.g. MKRPNT). */
  senderId: string;
  templates: TemplateTable<Msg91Template>;
  timeoutMs?: number;
}

interface Msg91Answer {
  type?: string;
  message?: string;
}

const answerOf = (answer: ProviderAnswer) => (answer.body ?? {}) as Msg91Answer;

/**
 * SMS through MSG91's Flow API (POST /api/v5/flow with the `authkey` header): the text is the
 * DLT-registered template's, filled with the message's variables by name, so the shop sends only
 * the template's id and the values. MSG91 answers `{ type: 'success', message: <request id> }`;
 * that request id is what its delivery reports name, so it is the provider's message id.
 */
export class Msg91Sms implements MessageSender {
  constructor(private readonly options: Msg91Options) {}

  async send(message: OutgoingMessage): Promise<{ providerMessageId: string }> {
    const template = registeredTemplate(
      this.options.templates,
      message,
      'MSG91',
      'MSG91_TEMPLATES',
    );
    const answer = await postToProvider(
      'MSG91',
      new URL('/api/v5/flow', this.options.apiUrl).toString(),
      { authkey: this.options.authKey },
      {
        template_id: template.templateId,
        sender: this.options.senderId,
        short_url: '0',
        recipients: [{ mobiles: `91${message.mobile}`, ...message.variables }],
      },
      this.options.timeoutMs ?? 10_000,
      (refused) => answerOf(refused).message,
    );
    const { type, message: requestId } = answerOf(answer);
    // MSG91 may answer 200 with type 'error' (a template not approved, a bad number).
    if (type !== 'success' || !requestId)
      throw new MessageRefused(`MSG91 refused the message (${requestId ?? 'no reason given'}).`);
    return { providerMessageId: requestId };
  }
}
