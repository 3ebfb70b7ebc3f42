import { apiResponse } from '../../../../lib/api';

/** The slot documents ops print (decision 037). */
export type SlotDocument = 'pick-list' | 'packing-slips' | 'manifest';

export const DOCUMENT_NAMES: Record<SlotDocument, string> = {
  'pick-list': 'Pick list',
  'packing-slips': 'Packing slips',
  manifest: 'Manifest',
};

/**
 * A slot's PDF, opened in a new tab to print. It needs the login's token, which a plain link
 * cannot carry, so it is fetched and handed to the tab as a local copy. The tab is opened first,
 * while the click still counts as the user's, so no pop-up blocker stops it.
 */
export async function openSlotDocument(document: SlotDocument, slot: number, maker?: number) {
  const tab = window.open('', '_blank');
  try {
    const query = new URLSearchParams({ slot: String(slot) });
    if (maker !== undefined) query.set('maker', String(maker));
    const response = await apiResponse(`hub/documents/${document}.pdf?${query}`);
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has read it by then; the copy need not outlive it in this page's memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
