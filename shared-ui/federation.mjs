// Module Federation `shared` settings used by the shell and every remote, so each shared
// library loads once (issue 3). `shared-ui/` shares every subpath as a singleton: a store module
// that is not shared forks silently.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

export const sharedDependencies = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-router': singleton('react-router'),
  zustand: singleton('zustand'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  'shared-ui/': { singleton: true, requiredVersion: false, version: versionOf('shared-ui') },
};
