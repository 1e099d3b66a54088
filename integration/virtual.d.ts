declare module 'virtual:docgen/config' {
  const config: import('../src/site-data/public-config.ts').PublicConfig;
  export default config;
}

declare module 'virtual:docgen/content' {
  export { getCollection, render } from 'astro:content';
}
