import type { WaitlistRequest } from '@makers-pantry/domain/waitlist';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

interface WaitlistAnswer {
  detail: string;
  mobile: string;
}

/** 'We will notify you': keeps the place with the customer's consent to one message. */
export const useJoinWaitlist = () =>
  useMutation<WaitlistAnswer, ApiError, WaitlistRequest>({
    mutationFn: (request) => api<WaitlistAnswer>('waitlist/', { method: 'POST', json: request }),
  });
