function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** Matches a pathname (no query) against one pattern with `:param` segments. Case-sensitive, like the router. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(have[i]);
    else if (w !== have[i]) return null;
  }
  return params;
}

