import {
  MESSAGE_LANGUAGES,
  type MessageLanguage,
  type MessageTemplateView,
} from '@makers-pantry/domain/messages';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { Badge } from '../../ui/badge';
import { HubPage } from '../../ui/hub-page';
import { useMessageTemplates } from '../api/messages';
import { LANGUAGE_SHORT } from '../components/message-texts';
import styles from './templates-screen.module.css';

const AUDIENCE_NAMES = { customer: 'To customers', maker: 'To makers', ops: 'To ops' } as const;

/**
 * #/hub/messages: every message the shop sends (issue 40), with what it says in each language
 * (an example filled in), its variables in the order providers number them, and the ids this
 * shop's configuration registered for it: MSG91's template, the DLT template and WhatsApp's.
 */
export function TemplatesScreen() {
  const templates = useMessageTemplates();
  return (
    <HubPage title="Message templates">
      <p className={styles.lead}>
        Each text is registered on the DLT portal and with MSG91 (and as a WhatsApp template) before
        it can be sent; a language without ids is refused by that provider and shows as failed.
      </p>
      {templates.error ? (
        <ApiErrorView error={templates.error} />
      ) : !templates.data ? (
        <p>Loading the templates…</p>
      ) : (
        (['customer', 'maker', 'ops'] as const).map((audience) => (
          <section key={audience} aria-labelledby={`audience-${audience}`}>
            <h2 id={`audience-${audience}`} className={styles.subhead}>
              {AUDIENCE_NAMES[audience]}
            </h2>
            {templates.data.templates
              .filter((template) => template.audience === audience)
              .map((template) => (
                <Template key={template.key} template={template} />
              ))}
          </section>
        ))
      )}
    </HubPage>
  );
}

function Template({ template }: { template: MessageTemplateView }) {
  const headingId = `template-${template.key}`;
  return (
    <article className={styles.template} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {template.title}{' '}
        <Badge tone={template.essential ? 'info' : 'neutral'}>
          {template.essential ? 'Essential' : 'Can be turned off'}
        </Badge>
      </h3>
      <p className={styles.muted}>
        <code>{template.key}</code> · variables: {template.variables.join(', ') || 'none'}
      </p>
      <dl className={styles.languages}>
        {MESSAGE_LANGUAGES.map((language) => (
          <div key={language} className={styles.language}>
            <dt>{LANGUAGE_SHORT[language]}</dt>
            <dd lang={language}>{template.preview[language]}</dd>
            <dd className={styles.muted}>{registrationText(template, language)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function registrationText(template: MessageTemplateView, language: MessageLanguage) {
  const { dltTemplateId, msg91TemplateId, whatsappTemplate } = template.registered[language];
  const sms = dltTemplateId
    ? `DLT ${dltTemplateId}, MSG91 ${msg91TemplateId ?? '—'}`
    : 'DLT: not registered';
  return `${sms} · WhatsApp: ${whatsappTemplate ?? 'not registered'}`;
}
