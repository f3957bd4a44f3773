import type { CompareStorage } from './index';

/** An in-memory Web Storage for tests, with switches to make each method throw. */
export class MemoryStorage implements CompareStorage {
  readonly items = new Map<string, string>();
  failGet = false;
  failSet = false;
  failRemove = false;

  getItem(key: string): string | null {
    if (this.failGet) throw new Error('SecurityError: storage disabled');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failSet) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    if (this.failRemove) throw new Error('SecurityError: storage disabled');
    this.items.delete(key);
  }
}
