// A title a camera or phone gave the file ("IMG 2034", "DSC_0042", "PXL_20240512_101112345",
// "20240512_101112", "WhatsApp Image 2024-05-12 at 10.11.12", "tabula.jpg") tells a visitor nothing.
// Older uploads were titled from their file names this way; the list marks them for renaming.
const CAMERA_NAME = /^(img|image|dsc[fn]?|dcim|pxl|mvimg|vid|mov|pict?|p|gopr|dji|screenshot|photo|foto|whatsapp image)[\s_-]*\d/i;
const ONLY_DATE_OR_COUNTER = /^[\d\s_.:-]{6,}$/;
const WITH_EXTENSION = /\.(jpe?g|png|heic|heif|webp|gif|avif|tiff?|mp4|mov|m4v|webm)$/i;

export function looksLikeFileName(title: string): boolean {
  const text = title.trim();
  return CAMERA_NAME.test(text) || ONLY_DATE_OR_COUNTER.test(text) || WITH_EXTENSION.test(text);
}
