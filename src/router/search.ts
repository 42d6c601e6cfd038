/**
 * The URL's query as plain strings, for the route schemas to type (TanStack's default turns "12345" into a
 * number and "true" into a boolean, so a provider's payment id of digits would fail its schema). A repeated
 * key keeps its first value, as URLSearchParams.get does.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) if (!(key in out)) out[key] = value;
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
