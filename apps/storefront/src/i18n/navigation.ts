import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only Link, redirect and router the app may use: they keep the locale prefix right.
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } = createNavigation(routing);
