// The server build's entry (rsbuild.config.mts): the renderer loads this remote's exposed pages
// through its federation container, never this file; it is here because a build needs one.
export {};
