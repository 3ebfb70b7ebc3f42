import type { Profile, ProfileUpdate } from '@makers-pantry/domain/accounts';
import { MESSAGE_LANGUAGES, MESSAGE_LANGUAGE_NAMES } from '@makers-pantry/domain/messages';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../lib/toast';
import { MESSAGE_CHOICES_SAVED, MESSAGE_CHOICE_TEXTS as TEXTS } from '../account-texts';
import { useUpdateProfile } from '../api/update-profile';
import { formErrorText } from '../form-error-text';
import styles from './form.module.css';
import choices from './message-choices.module.css';

/**
 * The shop's SMS and WhatsApp messages to this customer: their language, the opt-out of
 * non-essential ones (orders, deliveries and refunds are always sent) and WhatsApp consent.
 * Each choice is saved as soon as it is made: the server keeps every change of the last two.
 */
export function MessageChoices({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const save = (change: ProfileUpdate) =>
    update.mutate(change, { onSuccess: () => toast.success(MESSAGE_CHOICES_SAVED) });

  return (
    <fieldset className={styles.fieldset} aria-busy={update.isPending}>
      <legend className={styles.legend}>{TEXTS.title}</legend>
      <SelectField
        label={TEXTS.language}
        value={profile.language}
        disabled={update.isPending}
        onChange={(event) => save({ language: event.target.value as Profile['language'] })}
      >
        {MESSAGE_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {MESSAGE_LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <label className={choices.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={!profile.messagesOptOut}
          disabled={update.isPending}
          onChange={(event) => save({ messagesOptOut: !event.target.checked })}
        />
        <span>
          {TEXTS.others}
          <small className={choices.hint}>{TEXTS.othersHint}</small>
        </span>
      </label>
      <label className={choices.switch}>
        <input
          type="checkbox"
          checked={profile.whatsappConsent}
          disabled={update.isPending}
          onChange={(event) => save({ whatsappConsent: event.target.checked })}
        />
        <span>
          {TEXTS.whatsapp}
          <small className={choices.hint}>{TEXTS.whatsappHint}</small>
        </span>
      </label>
      {update.error && <ErrorAlert detail={formErrorText(update.error)} />}
    </fieldset>
  );
}
