import {
  LAB_REPORT_FIELD,
  PHOTO_FIELD,
  type HubProductMedia,
  type ProductPhotoSlot,
} from '@makers-pantry/domain/hub-uploads';
import type { HubProduct } from '@makers-pantry/domain/hub-products';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putRecordFile } from '../../ui/put-record-file';
import type { SendFile } from '../components/use-upload';
import { productKey } from './product';

type Media = 'photo' | 'report';

/**
 * Uploads of a product's photos (PUT api/hub/products/{id}/photos/{slot}/) and lab report
 * (PUT api/hub/products/{id}/lab-report/), each with the version it was made on. The version is
 * read when the file leaves, not when it was chosen, so a photo added after the lab report carries
 * the version the report moved the product to. The answer's pictures go straight into the
 * product, then the product is read again for the rest (history, state).
 */
export function useSendProductFile(productId: number) {
  const client = useQueryClient();
  return useCallback(
    (media: Media, slot?: ProductPhotoSlot): SendFile =>
      async (file, onProgress) => {
        const product = client.getQueryData<HubProduct>(productKey(productId));
        const path =
          media === 'photo'
            ? `hub/products/${productId}/photos/${slot}/`
            : `hub/products/${productId}/lab-report/`;
        const stored = await putRecordFile<HubProductMedia>(path, {
          version: product?.version ?? 0,
          file,
          field: media === 'photo' ? PHOTO_FIELD : LAB_REPORT_FIELD,
          onProgress,
        });
        // The media answer says '' for a picture not added yet; the product says null.
        const pictures = Object.fromEntries(
          Object.entries(stored).map(([key, value]) => [key, value === '' ? null : value]),
        ) as Partial<HubProduct>;
        client.setQueryData<HubProduct>(productKey(productId), (current) =>
          current ? { ...current, ...pictures } : current,
        );
        await Promise.all([
          client.invalidateQueries({ queryKey: productKey(productId) }),
          client.invalidateQueries({ queryKey: ['hub', 'history', 'product', productId] }),
        ]);
      },
    [client, productId],
  );
}
