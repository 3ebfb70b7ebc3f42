import { PHOTO_FIELD } from '@makers-pantry/domain/hub-uploads';
import { uploadWithProgress } from '../../../lib/upload';

/**
 * PUT of one file of a hub record (a maker's, banner's or collection's picture, a product's photo
 * or lab report, a batch's receipt photo) on the record's `version`, so a colleague's change that
 * came first is answered 409 rather than overwritten. `field` is the form's name for the file.
 */
export function putRecordFile<Stored>(
  path: string,
  {
    version,
    file,
    field = PHOTO_FIELD,
    onProgress,
  }: { version: number; file: File; field?: string; onProgress?: (sent: number) => void },
) {
  const form = new FormData();
  form.set('version', String(version));
  form.set(field, file, file.name);
  return uploadWithProgress<Stored>(path, form, { method: 'PUT', onProgress });
}
