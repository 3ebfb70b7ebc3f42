/**
 * A product's search keywords (products.search_keywords): the words search ranks just below the
 * name, written as parts joined by ', ' (category, subcategory, the maker's store name, the
 * speciality tag, other words), each part once whatever its case. The seed writes them, and a
 * maker's rename rewrites its part in every product of that maker.
 */
const SEPARATOR = ', ';

/** The keywords text of these parts: empty ones left out, repeats (case ignored) kept once. */
export function searchKeywords(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept.join(SEPARATOR);
}

/**
 * The keywords after the maker renamed its store: the part that was the old name (case ignored)
 * becomes the new one; keywords written without the name gain it, so search finds every product
 * of the maker by its new name.
 */
export function withStoreRenamed(keywords: string, from: string, to: string): string {
  const parts = keywords === '' ? [] : keywords.split(SEPARATOR);
  const old = from.trim().toLowerCase();
  const renamed = parts.map((part) => (part.trim().toLowerCase() === old ? to : part));
  return searchKeywords(renamed.includes(to) ? renamed : [...renamed, to]);
}
