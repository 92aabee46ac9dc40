/**
 * Values read from the database and kept between requests until the database announces that
 * their source changed (a trigger's NOTIFY, heard by every process on the same database). Each
 * entry carries a tag (a user's id, a company's id): an announcement names the tag whose entries
 * go, or '*' for all. The rules that make it safe to read from:
 *
 * - a read that overlapped any announcement is not kept (`generation` moved on while it ran: it
 *   may have read the rows before the change committed);
 * - while announcements cannot arrive (`setListening(false)`), nothing is kept, and both the
 *   loss and the return forget everything;
 * - an entry lives at most `maxAgeMs`, even if every announcement were lost;
 * - a change made by this process is forgotten before its answer is sent (`clear()`, called for
 *   every changing call: http/changing-calls.ts), so its caller's next request reads afresh,
 *   whenever the announcement arrives.
 */
export class AnnouncedCache<V> {
  private readonly entries = new Map<string, { at: number; tag: number; value: V }>();
  private generationNumber = 0;
  private listening = false;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Taken before a read; `put` keeps the read only if nothing was announced meanwhile. */
  get generation(): number {
    return this.generationNumber;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < this.maxAgeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  put(key: string, tag: number, value: V, readAtGeneration: number): void {
    if (!this.listening || readAtGeneration !== this.generationNumber) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), tag, value });
  }

  /**
   * Reads through the cache: `read` runs when the key is not known, and what it found is kept by
   * the rules above, under `tag` (or the tag of the value); nothing found (`undefined`) is not kept.
   */
  async through<R extends V | undefined>(
    key: string,
    tag: number | ((value: V) => number),
    read: () => Promise<R>,
  ): Promise<R> {
    const known = this.get(key);
    if (known !== undefined) return known as R;
    const generation = this.generationNumber;
    const value = await read();
    if (value !== undefined) this.put(key, typeof tag === 'number' ? tag : tag(value), value, generation);
    return value;
  }

  /** An announcement from the database: a tag, or '*' for everything. */
  changed(payload: string): void {
    const tag = Number(payload);
    if (payload === '*' || payload === '' || !Number.isSafeInteger(tag)) return this.clear();
    this.generationNumber++;
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  clear(): void {
    this.generationNumber++;
    this.entries.clear();
  }

  /** Whether announcements arrive: without them nothing is kept. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
