/** Strips secrets from a URL before it is logged: tokens may travel in the hub's query string. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:access_token|id|token)=)[^&]*/gi, '$1[redacted]');
}
