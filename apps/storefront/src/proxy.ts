import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Every page path; not the API, Next's assets, or files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
