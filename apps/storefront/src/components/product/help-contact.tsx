import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Up to 6 help agents from the content service and a link to the help centre (PDP-20). */
export async function HelpContact({ agents }: { agents: { id: string; name: string; imageUrl: string | null }[] }) {
  const t = await getTranslations('productDetails');
  return (
    <section aria-labelledby="help-contact" className="flex flex-wrap items-center gap-4 rounded-xl bg-neutral-100 p-4">
      {agents.length > 0 ? (
        <ul className="flex -space-x-3" aria-label={t('agents')}>
          {agents.slice(0, 6).map((agent) => (
            <li key={agent.id} className="relative size-11 overflow-hidden rounded-full border-2 border-white bg-neutral-200">
              {agent.imageUrl ? <StaticImage src={agent.imageUrl} alt={agent.name} fill sizes="44px" className="object-cover" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {/* At least 12rem, so on a narrow phone the text wraps below the faces instead of overflowing a sliver. */}
      <div className="min-w-48 flex-1">
        <h2 id="help-contact" className="font-semibold">
          {t('helpTitle')}
        </h2>
        <p className="text-sm text-neutral-700">{t('helpText')}</p>
      </div>
      <Link
        href="/help-center"
        className="rounded-full border border-neutral-900 px-4 py-2 text-sm font-semibold hover:bg-neutral-900 hover:text-white"
      >
        {t('helpLink')}
      </Link>
    </section>
  );
}
