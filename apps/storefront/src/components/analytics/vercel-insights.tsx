import { Analytics } from '@vercel/analytics/next';
import { SpeedInsights } from '@vercel/speed-insights/next';

/**
 * Vercel Web Analytics and Speed Insights: cookieless, loaded after the page (their scripts are
 * deferred). Only mounted where Vercel serves /_vercel/*, so other hosts never log 404s.
 */
export function VercelInsights({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <>
      <Analytics />
      <SpeedInsights />
    </>
  );
}
