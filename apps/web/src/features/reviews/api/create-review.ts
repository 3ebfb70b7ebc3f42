import type { ReviewCreated, ReviewCreateRequest } from '@makers-pantry/domain/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const createReview = (review: ReviewCreateRequest) =>
  api<ReviewCreated>('reviews/create/', { method: 'POST', json: review });

/** After a review the product page must drop its Write Review button: its query reloads. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation<ReviewCreated, ApiError, ReviewCreateRequest>({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['product'] }),
  });
}
