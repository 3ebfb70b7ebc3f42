/** Sentences the spec fixes word for word (sections 4, 8); tests read them from here too. */
export const RESEND_HINT = 'Not received OTP yet? Kindly wait 1 minute to request resend';
export const PROFILE_UPDATED = 'Profile Updated';
export const PROFILE_NOT_FOUND = 'Couldnt find a profile';
export const LOGGED_OUT = 'You have been logged out';
