import type { Meaning } from './queries';
import { RecentlyUsed } from './recently-used';

/**
 * What searches meant, by their words: reading the dictionaries and stemming cost three round
 * trips, and shoppers search the same words all day. Only one catalogue version's meanings are
 * kept: remembering a newer one forgets the rest. The least recently used go first when full.
 */
export class Meanings {
  private readonly byWords: RecentlyUsed<string, Meaning>;
  /** Readings under way: words that many search at the same moment are read once. */
  private readonly reading = new Map<string, Promise<Meaning>>();
  private version = -Infinity;

  constructor(capacity: number) {
    this.byWords = new RecentlyUsed(capacity);
  }

  get(words: string): Meaning | undefined {
    return this.byWords.get(words);
  }

  /** The words' meaning read by `read`, shared with whoever asks while it is under way, and kept. */
  read(words: string, read: () => Promise<Meaning>): Promise<Meaning> {
    let reading = this.reading.get(words);
    if (!reading) {
      reading = read()
        .then((meaning) => {
          this.remember(words, meaning);
          return meaning;
        })
        .finally(() => this.reading.delete(words));
      this.reading.set(words, reading);
    }
    return reading;
  }

  remember(words: string, meaning: Meaning): void {
    if (meaning.catalogueVersion < this.version) return;
    if (meaning.catalogueVersion > this.version) {
      this.byWords.clear();
      this.version = meaning.catalogueVersion;
    }
    this.byWords.set(words, meaning);
  }
}
