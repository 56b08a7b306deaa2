/**
 * A small least-recently-used map whose entries are valid for one version only: reading with a
 * different version drops the entry. Versions come from the database (moved by triggers), so an
 * entry is only ever reused while the database would answer the same.
 */
export class VersionedLru<TValue> {
  readonly #entries = new Map<string, { version: string; value: TValue }>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(key: string, version: string): TValue | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: TValue) {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size() {
    return this.#entries.size;
  }
}
