import type { ReactNode } from 'react';

type Network = 'facebook' | 'instagram' | 'youtube' | 'other';

const ICONS: Record<Network, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3Z" fill="#0a0a0a" />
    </g>
  ),
  other: <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />,
};

const NAMES: Record<Network, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', other: '' };

function networkOf(url: string): Network {
  const host = new URL(url).hostname;
  if (host.endsWith('facebook.com')) return 'facebook';
  if (host.endsWith('instagram.com')) return 'instagram';
  if (host.endsWith('youtube.com')) return 'youtube';
  return 'other';
}

/** The store's three social profiles (CONT-30), opened in a new tab. */
export function SocialLinks({ urls, label }: { urls: readonly string[]; label: (network: string) => string }) {
  return (
    <ul className="flex gap-3">
      {urls.map((url) => {
        const network = networkOf(url);
        return (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label(NAMES[network] || new URL(url).hostname)}
              className="flex size-11 items-center justify-center rounded-full bg-neutral-800 text-white hover:bg-brand"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                {ICONS[network]}
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
