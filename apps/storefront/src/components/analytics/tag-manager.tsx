import { TagManagerScript } from './tag-manager-script';

/**
 * The data layer and Google Tag Manager (SEO-20, SEO-22). window.dataLayer exists before
 * any page script runs, with Consent Mode defaults that deny storage until the visitor agrees
 * (docs/decisions/0006-analytics-consent.md). The container loads after hydration, never blocking
 * rendering, and only when GTM_ID is set.
 */
export function TagManager({ containerId, nonce }: { containerId?: string; nonce?: string }) {
  const bootstrap = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',security_storage:'granted',wait_for_update:500});",
    containerId ? "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" : '',
  ].join('');
  return (
    <>
      {/* Inline and tiny: runs while the HTML parses, before any deferred page script can push. */}
      <script id="data-layer" nonce={nonce} dangerouslySetInnerHTML={{ __html: bootstrap }} />
      {containerId ? (
        <TagManagerScript
          id="gtm"
          strategy="afterInteractive"
          nonce={nonce}
          src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`}
        />
      ) : null}
    </>
  );
}
