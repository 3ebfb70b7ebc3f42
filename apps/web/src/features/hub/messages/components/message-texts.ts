import type { MessageLanguage, MessageState } from '@makers-pantry/domain/messages';
import type { BadgeTone } from '../../ui/badge';

/** A message's state as ops read it, and its badge's colour. */
export const MESSAGE_STATE_NAMES: Record<MessageState, string> = {
  queued: 'Queued',
  held: 'Held for quiet hours',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  suppressed: 'Not sent',
};

export const MESSAGE_STATE_TONES: Record<MessageState, BadgeTone> = {
  queued: 'info',
  held: 'warning',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
  suppressed: 'neutral',
};

export const LANGUAGE_SHORT: Record<MessageLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  kn: 'Kannada',
};
