import type { MessageTemplateView, OutboxMessageView } from '@makers-pantry/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

export const messageKeys = {
  all: ['hub', 'messages'] as const,
  of: (about: 'order' | 'customer', id: number) => [...messageKeys.all, about, id] as const,
  templates: ['hub', 'messages', 'templates'] as const,
  failures: ['hub', 'messages', 'failures'] as const,
};

interface MessageList {
  messages: OutboxMessageView[];
}

/** An order's messages (its checkout's too) or a customer's, newest first, with their state. */
export const useMessagesOf = (about: 'order' | 'customer', id: number) =>
  useQuery<MessageList, ApiError>({
    queryKey: messageKeys.of(about, id),
    queryFn: () =>
      api<MessageList>(
        about === 'order' ? `hub/orders/${id}/messages/` : `hub/customers/${id}/messages/`,
      ),
  });

export const useMessageTemplates = () =>
  useQuery<{ templates: MessageTemplateView[] }, ApiError>({
    queryKey: messageKeys.templates,
    queryFn: () => api<{ templates: MessageTemplateView[] }>('hub/message-templates/'),
    staleTime: Infinity,
  });

/** How many messages failed for good in the last day (Today). */
export const useFailedMessages = () =>
  useQuery<{ failed: number }, ApiError>({
    queryKey: messageKeys.failures,
    queryFn: () => api<{ failed: number }>('hub/messages/failures/'),
  });
