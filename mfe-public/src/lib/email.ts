/** A pragmatic e-mail check (the API validates again): something@domain.tld without spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
