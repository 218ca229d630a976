'use client';

import { Fragment, useId, useTransition, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';

function nextLocale(current: Locale): Locale {
  const index = routing.locales.indexOf(current);
  return routing.locales[(index + 1) % routing.locales.length] ?? routing.defaultLocale;
}

/**
 * The two-halved language switch (CONT-03): a click on a half picks that
 * locale; Enter or Space cycles to the next one. The query string is kept.
 */
export function LanguageToggle() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const switchTo = (target: Locale) => {
    if (target === locale) return;
    const href = `${pathname}${window.location.search}`;
    startTransition(() => router.replace(href, { locale: target, scroll: false }));
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Keyboard activation is handled in onKeyDown (it cycles instead of picking a half).
    if (event.detail === 0) return;
    const half = (event.target as HTMLElement).closest<HTMLElement>('[data-locale]');
    const target = half?.dataset.locale as Locale | undefined;
    switchTo(target ?? nextLocale(locale));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    switchTo(nextLocale(locale));
  };

  const next = nextLocale(locale);
  const descriptionId = useId();
  return (
    <button
      type="button"
      onClick={onClick}
      onKeyDown={onKeyDown}
      // "Language: English, EN FR": the language in words, and the codes the button shows (WCAG 2.5.3,
      // label in name), apart; read from the halves alone they ran together ("enfr").
      aria-label={t('header.languageName', { current: t(`locales.${locale}`), codes: routing.locales.join(' ').toUpperCase() })}
      aria-describedby={descriptionId}
      aria-busy={pending || undefined}
      data-testid="language-toggle"
      className="relative flex h-9 items-center rounded-full border border-neutral-300 bg-neutral-100 p-0.5 text-xs font-semibold uppercase"
    >
      {routing.locales.map((code, index) => (
        <Fragment key={code}>
          {/* A space between the codes, for the text read from them; a flex row lays none out. */}
          {index > 0 ? ' ' : null}
          <span
            data-locale={code}
            aria-hidden="true"
            className={`rounded-full px-2.5 py-1.5 transition-colors ${
              code === locale ? 'bg-brand text-white' : 'text-neutral-700 hover:text-neutral-900'
            }`}
          >
            {code}
          </span>
        </Fragment>
      ))}
      <span id={descriptionId} hidden>
        {t('header.switchLanguage', { next: t(`locales.${next}`) })}
      </span>
    </button>
  );
}
