import type {
  BannerCreate,
  BannerEdit,
  BannerPicture,
  HubBanner,
} from '@makers-pantry/domain/hub-merchandising';
import { useMutation, useQueryClient, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import type { SendFile } from '../../products/components/use-upload';
import { putRecordFile } from '../../ui/put-record-file';

const bannersKey = ['hub', 'banners'] as const;
type BannerList = { banners: HubBanner[] };

/** Every banner in carousel order; the list is short, so a banner's page reads it too. */
export const useBanners = () =>
  useQuery<BannerList, ApiError>({
    queryKey: bannersKey,
    queryFn: ({ signal }) => api<BannerList>('hub/banners/', { signal }),
  });

/** The answer is the banner as stored: shown at once, then the list and history read again. */
async function bannerChanged(client: QueryClient, banner: HubBanner) {
  client.setQueryData<BannerList>(
    bannersKey,
    (list) => list && { banners: list.banners.map((row) => (row.id === banner.id ? banner : row)) },
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: bannersKey }),
    client.invalidateQueries({ queryKey: historyKey('banner', banner.id) }),
  ]);
}

export function useCreateBanner() {
  const client = useQueryClient();
  return useMutation<HubBanner, ApiError, BannerCreate>({
    mutationFn: (banner) => api<HubBanner>('hub/banners/', { method: 'POST', json: banner }),
    onSuccess: () => client.invalidateQueries({ queryKey: bannersKey }),
  });
}

export const editBanner = (id: number, edit: BannerEdit) =>
  api<HubBanner>(`hub/banners/${id}/`, { method: 'PATCH', json: edit });

export function useEditBanner(id: number) {
  const client = useQueryClient();
  return useMutation<HubBanner, ApiError, BannerEdit>({
    mutationFn: (edit) => editBanner(id, edit),
    onSuccess: (banner) => bannerChanged(client, banner),
  });
}

/**
 * PUT api/hub/banners/{id}/pictures/{all|large|medium|small}/ with the version read when the file
 * leaves (not when it was chosen), so a size replaced after 'all' carries the version 'all' made.
 */
export function useSendBannerPicture(id: number) {
  const client = useQueryClient();
  return useCallback(
    (size: BannerPicture): SendFile =>
      async (file, onProgress) => {
        const banner = client
          .getQueryData<BannerList>(bannersKey)
          ?.banners.find((row) => row.id === id);
        const stored = await putRecordFile<HubBanner>(`hub/banners/${id}/pictures/${size}/`, {
          version: banner?.version ?? 0,
          file,
          onProgress,
        });
        await bannerChanged(client, stored);
      },
    [client, id],
  );
}

export const invalidateBanners = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: bannersKey });
