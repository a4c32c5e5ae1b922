/**
 * The URL's query string as people read it: `?statusIds=1&statusIds=3&searchText=365&sort=code`,
 * arrays as repeated keys (like the API's), instead of the router's default JSON encoding
 * (`?statusIds=%5B1%2C3%5D&searchText=%22365%22`). Values come back as strings or string lists;
 * each route's validateSearch reads them into numbers and days with safe defaults.
 */
export function parseSearch(searchStr: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(searchStr.replace(/^\?/, ''))) {
    const existing = out[key];
    out[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null)
        params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
