import { IntlMessageFormat } from 'intl-messageformat';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

/**
 * intl-messageformat (under next-intl) resolves every message's locale through
 * Intl.NumberFormat.supportedLocalesOf, whose first call enumerates every ICU locale: 40-130 ms
 * in one task during hydration on our test machines, for the first message with arguments
 * (docs/performance-findings.md). Our own locales need no lookup: the answer is the same.
 */
const resolveAnyLocale = IntlMessageFormat.resolveLocale;

IntlMessageFormat.resolveLocale = (locales: string | string[]) => {
  const requested = typeof locales === 'string' ? locales : locales[0];
  return requested && hasLocale(routing.locales, requested) ? new Intl.Locale(requested) : resolveAnyLocale(locales);
};
