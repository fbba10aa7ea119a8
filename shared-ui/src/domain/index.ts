export * from './album-cover';
export * from './bilingual-content';
export * from './color-contrast';
export * from './constants';
export * from './feedback-text';
export * from './palettes';
export * from './site-content';
export * from './tool-type-style';
export type * from './types';
