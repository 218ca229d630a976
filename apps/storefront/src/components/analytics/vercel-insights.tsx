'use client';

import dynamic from 'next/dynamic';

// Loaded only where switched on: other deployments ship none of the two libraries' code.
const Analytics = dynamic(() => import('@vercel/analytics/next').then((module) => module.Analytics));
const SpeedInsights = dynamic(() => import('@vercel/speed-insights/next').then((module) => module.SpeedInsights));

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
