/**
 * The app's version and build, written into the bundle by the build (`define` in vite.config.ts, from
 * package.json and the commit). Code run without the build (the unit tests) says `dev`.
 */
declare const __APP_VERSION__: string | undefined;
declare const __APP_BUILD__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
export const APP_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
