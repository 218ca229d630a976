'use client';

import { Link } from '@/i18n/navigation';
import { fill } from './fill-message';
import { useB2BPricing } from './use-b2b-pricing';

interface PartnerStatusNoteProps {
  messages: { alreadyPartner: string; alreadyPartnerLink: string };
}

/** On /b2b, a signed-in partner is told they are one already and sent to their own catalogue. */
export function PartnerStatusNote({ messages }: PartnerStatusNoteProps) {
  const { hasAccess, catalog, catalogPath } = useB2BPricing();
  if (!hasAccess || !catalog) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium">
      {fill(messages.alreadyPartner, { catalog })}{' '}
      {catalogPath ? (
        <Link href={catalogPath} className="font-semibold text-brand underline">
          {messages.alreadyPartnerLink}
        </Link>
      ) : null}
    </p>
  );
}
