import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../../../lib/api';

/** A file on its way: how far it is, or why it was refused. */
export type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; name: string; previewUrl: string | null; sent: number }
  | { step: 'refused'; name: string; problem: string };

/** Sends one file; `onProgress` hears the share sent, 0 to 1. */
export type SendFile = (file: File, onProgress: (sent: number) => void) => Promise<unknown>;

/**
 * One upload at a time for one place (a photo slot, the lab report): the chosen file's preview at
 * once, its progress, and a refusal in the server's own sentence (413 too large, 415 not a photo
 * or not a PDF) until another file is chosen. `send` resolves once the screen shows the stored
 * file, so the preview hands over to it without a gap.
 */
export function useUpload(send: SendFile, { preview }: { preview: boolean }) {
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const previewUrl = useRef<string | null>(null);
  useEffect(() => () => forgetPreview(previewUrl), []);

  const start = useCallback(
    async (file: File) => {
      forgetPreview(previewUrl);
      previewUrl.current = preview ? URL.createObjectURL(file) : null;
      const sending = { step: 'sending', name: file.name, previewUrl: previewUrl.current } as const;
      setState({ ...sending, sent: 0 });
      try {
        await send(file, (sent) => setState({ ...sending, sent }));
        setState({ step: 'idle' });
      } catch (error) {
        setState({
          step: 'refused',
          name: file.name,
          problem: error instanceof ApiError ? error.detail : 'Oops! Something went wrong',
        });
      } finally {
        forgetPreview(previewUrl);
      }
    },
    [send, preview],
  );

  return { state, start };
}

/** A preview's address holds the file in memory until it is let go. */
function forgetPreview(previewUrl: RefObject<string | null>) {
  if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
  previewUrl.current = null;
}
