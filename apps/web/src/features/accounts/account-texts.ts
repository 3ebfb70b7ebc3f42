/** Sentences the shop fixes word for word; tests read them from here too. */
export const RESEND_HINT = 'Not received OTP yet? Kindly wait 1 minute to request resend';
export const PROFILE_UPDATED = 'Profile Updated';
export const PROFILE_NOT_FOUND = 'Couldnt find a profile';
export const LOGGED_OUT = 'You have been logged out';

/** The profile's message choices (issue 40). */
export const MESSAGE_CHOICES_SAVED = 'Message choices saved';
export const MESSAGE_CHOICE_TEXTS = {
  title: 'Messages from us',
  language: 'Language of our messages',
  others: 'Other messages too',
  othersHint:
    "Such as 'delivered' and news of places we now deliver to. Off: only what is about your orders' money and delivery.",
  whatsapp: 'Send them on WhatsApp',
  whatsappHint: 'We send by SMS otherwise.',
} as const;
