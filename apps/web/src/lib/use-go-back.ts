import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * 'Back' that never strands the customer: a page opened from a shared link has no history
 * inside the shop, so going back would leave Makers Pantry; we go home instead.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) void navigate(-1);
    else void navigate(fallback);
  }, [hasHistory, navigate, fallback]);
}
