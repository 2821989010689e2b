/**
 * Saves `data` as a JSON file through the browser's download, built here from data already
 * received (a Blob behind an object URL), so no second request is made.
 */
export function saveJsonFile(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has taken the Blob; the next turn frees it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
