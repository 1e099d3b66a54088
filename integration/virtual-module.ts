/** A Vite plugin that serves one virtual module, its text made when Vite loads it. */
import type { Plugin } from 'vite';

export function virtualModule(pluginName: string, id: string, text: () => string): Plugin {
  const resolved = `\0${id}`;
  return {
    name: pluginName,
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? text() : undefined),
  };
}
