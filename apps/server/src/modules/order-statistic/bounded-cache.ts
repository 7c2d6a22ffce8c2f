/** Values remembered by key, at most `limit` of them; the oldest go first. For per-zone work. */
export function createBoundedCache<Value>(limit: number) {
  const values = new Map<string, Value>();
  const cache = {
    get: (key: string) => values.get(key),
    set(key: string, value: Value) {
      if (values.size >= limit) values.delete(values.keys().next().value as string);
      values.set(key, value);
    },
    /** The remembered value, or `compute()` remembered now. */
    getOrCompute(key: string, compute: () => Value): Value {
      if (values.has(key)) return values.get(key) as Value;
      const value = compute();
      cache.set(key, value);
      return value;
    },
  };
  return cache;
}
