import type { ShopPageList } from '@makers-pantry/domain/shop-pages';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';

/** The shop's pages whose name holds the words (none: New products and the categories). */
export const useShopPages = (words: string) =>
  useQuery<ShopPageList, ApiError>({
    queryKey: ['hub', 'shop-pages', words],
    queryFn: ({ signal }) =>
      api(words ? `hub/shop-pages/?q=${encodeURIComponent(words)}` : 'hub/shop-pages/', {
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPrevious,
  });
