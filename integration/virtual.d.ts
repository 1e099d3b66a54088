declare module 'virtual:docgen/config' {
  const config: import('../src/site-data/public-config.ts').PublicConfig;
  export default config;
}
