import 'server-only';
import { privateCookieName } from './cookie-options';

/** The signed-in customer's session cookie (its value is sealed; see customer-session.ts). */
export const sessionCookieName = () => privateCookieName('maple_session');
