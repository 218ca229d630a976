import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { InfoIcon } from '@/components/ui/icons';
import { Marquee } from '@/components/ui/marquee';

// Copies of the message in one marquee lap, so the strip is always full on wide screens.
const COPIES = 4;

/** The scrolling banner at the top of every page (spec §2 "Top bar"). */
export async function TopBar({ message }: { message?: string }) {
  const t = await getTranslations();
  const text = message || t('topBar.fallbackMessage');
  return (
    <aside aria-label={t('topBar.label')} className="bg-brand text-sm text-white">
      <Marquee speed={20} pauseLabel={t('a11y.pauseAnimation')} playLabel={t('a11y.playAnimation')} className="h-9 bg-brand">
        {Array.from({ length: COPIES }, (_, index) => (
          <Link
            key={index}
            href="/help-center"
            tabIndex={index === 0 ? undefined : -1}
            aria-hidden={index === 0 ? undefined : true}
            className="flex h-9 items-center gap-2 whitespace-nowrap px-10 hover:underline"
          >
            <InfoIcon size={16} />
            {text}
          </Link>
        ))}
      </Marquee>
    </aside>
  );
}
