import type { SellerLead, SellerLeadRequest } from '@makers-pantry/domain/support';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const sendSellerLead = (lead: SellerLeadRequest) =>
  api<SellerLead>('support/seller-leads/', { method: 'POST', json: lead });

export const useSendSellerLead = () =>
  useMutation<SellerLead, ApiError, SellerLeadRequest>({ mutationFn: sendSellerLead });
