// Saves what the panel fetched (an export, a backup, a report) as a file in the browser's downloads.

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download, never before.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
