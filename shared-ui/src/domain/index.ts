export * from './album-cover';
export * from './bilingual-content';
export * from './constants';
export * from './feedback-text';
export * from './palettes';
export * from './site-content';
export * from './site-dates';
export type * from './types';
