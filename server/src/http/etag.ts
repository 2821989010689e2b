/** Whether an If-None-Match header names this ETag (weak or strong, in a list): the client's copy is current. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
