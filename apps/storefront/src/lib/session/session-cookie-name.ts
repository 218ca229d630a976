/** The signed-in customer's session cookie (its value is sealed; see customer-session.ts). */
export const SESSION_COOKIE = 'maple_session';
