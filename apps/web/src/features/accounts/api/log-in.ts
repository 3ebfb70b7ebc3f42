import type { LoginRequest, LoginResponse } from '@makers-pantry/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, type ApiError } from '../../../lib/api';
import { saveLogin } from '../../../lib/session';
import { restoreLapsedSession } from '../../../lib/session-lapse';
import { forgetOtpMessage } from '../otp-message';

export const logIn = (request: LoginRequest) =>
  api<LoginResponse>('users/login/', { method: 'POST', json: request });

/**
 * Everything a login changes happens here rather than in the form: storing the login moves the
 * verify screen away at once, and a form's own callbacks do not run once it is gone.
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation<LoginResponse, ApiError, LoginRequest>({
    mutationFn: logIn,
    onSuccess: (login, request) => {
      // Before the login is stored, which moves the screen on to where the customer was.
      restoreLapsedSession(login.mobile);
      saveLogin(login);
      forgetOtpMessage();
      // Answers cached for the visitor (product reviews, pay on delivery) are asked again.
      void queryClient.invalidateQueries();
      const name = login.firstName ? `, ${login.firstName}` : '';
      toast.success(
        request.firstName ? `Welcome to Makers Pantry${name}!` : `Welcome back${name}!`,
      );
    },
  });
}
