import type { SendOtpRequest, SendOtpResponse } from '@makers-pantry/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const sendOtp = (request: SendOtpRequest) =>
  api<SendOtpResponse>('users/send-otp/', { method: 'POST', json: request });

export const useSendOtp = () =>
  useMutation<SendOtpResponse, ApiError, SendOtpRequest>({ mutationFn: sendOtp });
