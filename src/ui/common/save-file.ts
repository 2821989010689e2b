/**
 * Saves a Blob made in the browser as a download (an object URL behind a hidden link), so no second
 * request is made for data already at hand.
 */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
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
