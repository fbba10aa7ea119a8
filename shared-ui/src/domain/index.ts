export * from './album-cover';
export * from './bilingual-content';
export * from './constants';
export * from './palettes';
export * from './site-content';
export type * from './types';
