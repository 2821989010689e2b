/** Query keys whose values are secrets: bearer tokens (the hub's `access_token`), reset tokens, hub connection ids. */
const isSecretKey = (key: string): boolean => {
  const name = key.toLowerCase().replace(/\[.*$/, '');
  return name === 'id' || name.includes('token');
};

/**
 * Decodes a query key the way a server might read it, byte by byte, so `access%5Ftoken` and
 * `tok%65n` are recognised; a malformed escape stays as it is instead of failing.
 */
function decodeKey(raw: string): string {
  const plus = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/**
 * Strips secrets from a URL before it is logged: tokens may travel in the hub's query string. Every
 * key is judged decoded and in any case, and every occurrence of a repeated key is redacted.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      if (!isSecretKey(decodeKey(key))) return pair;
      return `${key}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
