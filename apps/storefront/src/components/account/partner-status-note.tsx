'use client';

import { Link } from '@/i18n/navigation';
import { fill } from './fill-message';
import { useSession } from './session-store';
import { useB2BPricing } from './use-b2b-pricing';

interface PartnerStatusNoteProps {
  /** The visitor was sent here from a partner catalogue that is not theirs (ACC-26). */
  fromPartnersOnly: boolean;
  messages: {
    partnersOnlyGuest: string;
    partnersOnlySignedIn: string;
    partnersOnlyOtherProgramme: string;
    alreadyPartner: string;
    alreadyPartnerLink: string;
  };
}

const NOTE = 'rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium';

/**
 * On /b2b: why a partner catalogue sent the visitor here, in terms of who they are (ACC-26), and a signed-in
 * partner is told they are one already and sent to their own catalogue. The page is shared by everyone, so the
 * server renders the guest's wording and the session decides the rest in the browser.
 */
export function PartnerStatusNote({ fromPartnersOnly, messages }: PartnerStatusNoteProps) {
  const { status } = useSession();
  const { hasAccess, catalog, catalogPath } = useB2BPricing();
  const partner = hasAccess && catalog;
  const notice = !fromPartnersOnly
    ? null
    : partner
      ? null
      : status === 'signed-in'
        ? messages.partnersOnlySignedIn
        : messages.partnersOnlyGuest;
  return (
    <div className="space-y-3">
      {notice ? (
        <p role="status" className={NOTE}>
          {notice}
        </p>
      ) : null}
      {partner ? (
        <p role="status" className={NOTE}>
          {fromPartnersOnly ? `${messages.partnersOnlyOtherProgramme} ` : null}
          {fill(messages.alreadyPartner, { catalog })}{' '}
          {catalogPath ? (
            <Link href={catalogPath} className="font-semibold text-brand underline">
              {messages.alreadyPartnerLink}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
