/** Spec 2.11: a material downloads under its title; the stored file's extension is kept. */
export function downloadFileName(title: string, fileUrl: string | null | undefined): string {
  const safeTitle = title.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'material';
  const extension = fileUrl?.match(/\.([a-z0-9]{1,8})$/i)?.[1];
  return extension ? `${safeTitle}.${extension.toLowerCase()}` : safeTitle;
}
