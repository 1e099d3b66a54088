declare module 'virtual:docgen/config' {
  const config: import('./runtime/public-config.ts').PublicConfig;
  export default config;
}
