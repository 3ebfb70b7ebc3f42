import { GENERIC_ERROR_TEXT } from '../../components/ui/error-view';
import { ApiError } from '../../lib/api';

export const ONBOARDING_TITLE = 'Sell with Makers Pantry';
export const ONBOARDING_THANKS = 'Thank you for your interest!';
export const ONBOARDING_CALL = 'Our team will give you a call within 48 hours.';

/** The server's sentence when the customer can act on it, else the generic one. */
export function supportErrorText(error: unknown): string {
  return error instanceof ApiError && [0, 400, 404, 409, 413, 415, 429].includes(error.status)
    ? error.detail
    : GENERIC_ERROR_TEXT;
}

export const HELP_TITLE = 'Help';
export const CHECK_TITLE = 'Please check your ticket';
export const ticketRaisedTitle = (id: number) => `Ticket #${id} raised`;
export const TICKET_CALL = 'Our support team will call you within 24 hours.';
