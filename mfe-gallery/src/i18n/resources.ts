import { sk } from './sk';

/** The gallery's texts' namespace (team brief: one namespace per remote). */
export const GALLERY_NAMESPACE = 'gallery';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Shape of the resources: Slovak is the source, every other language has the same keys. */
export type GalleryResources = Widen<typeof sk>;
