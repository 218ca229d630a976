import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  page: string;
  regex: string;
}

/**
 * What a build's routes-manifest.json says about its pages and endpoints.
 * @internal exported for its tests
 */
export interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

interface LocaleRouting {
  locales: readonly string[];
  defaultLocale: string;
}

/**
 * Paths no route matches: one label, never the path itself.
 * @internal exported for its tests
 */
export const UNMATCHED_ROUTE = 'unmatched';
const STATIC_FILE_ROUTE = '/[file]';

/**
 * Maps a request's path to the route that serves it (`/products/x` to `/[locale]/products/[handle]`), from the
 * build's own list, so a metric's route label takes as many values as the app has routes, whatever clients ask for.
 * A path without a locale prefix is the default locale's (next-intl's `as-needed`), as proxy.ts rewrites it.
 * @internal exported for its tests
 */
export function routeClassifier(manifest: RoutesManifest, routing: LocaleRouting): (pathname: string) => string {
  const exact = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  // `/[locale]` takes any first segment: only a real locale is one.
  const match = (pathname: string, localized: boolean) =>
    exact.get(pathname) ?? dynamic.find((route) => (localized || !route.page.startsWith('/[locale]')) && route.regex.test(pathname))?.page;
  return (pathname) => {
    if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/static/') ? '/_next/static' : '/_next';
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const first = trimmed.split('/')[1] ?? '';
    const direct = match(trimmed, routing.locales.includes(first));
    if (direct) return direct;
    // A file from public/ (an icon, robots.txt): answered before any route.
    if (/\.[A-Za-z0-9]{1,8}$/.test(trimmed)) return STATIC_FILE_ROUTE;
    return match(trimmed === '/' ? `/${routing.defaultLocale}` : `/${routing.defaultLocale}${trimmed}`, true) ?? UNMATCHED_ROUTE;
  };
}

/** The classifier of the build this server runs (NEXT_DIST_DIR under the app's folder); every path is unmatched without one. */
export function buildRouteClassifier(distDir: string, routing: LocaleRouting): (pathname: string) => string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest;
    return routeClassifier(manifest, routing);
  } catch {
    return () => UNMATCHED_ROUTE;
  }
}
