// @ts-check
// Remix options live here; vite.config.ts imports them. In Vite mode only appDirectory, future,
// ignoredRouteFiles, routes and serverModuleFormat are read, so the JSDoc type makes tsc reject the rest.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
