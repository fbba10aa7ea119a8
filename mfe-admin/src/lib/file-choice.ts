// Small facts about a chosen file, shared by the admin's file fields.

/** "1.5 MB", "12 kB" (never "0 kB" for a file that exists). */
export const fileSizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * Whether a file fits an input's `accept` list (".pdf", "image/*", "application/pdf"), as the
 * browser's file chooser would decide; a dropped file bypasses the chooser. The server still
 * decides by the bytes.
 */
export function matchesAccept(file: File, accept: string): boolean {
  const tokens = accept.split(',').map((token) => token.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
