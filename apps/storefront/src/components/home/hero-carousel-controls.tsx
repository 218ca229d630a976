'use client';

import { useEffect, useState } from 'react';

interface HeroCarouselControlsProps {
  trackId: string;
  count: number;
  labels: { previous: string; next: string; goTo: string[] };
}

/** Previous/next and one dot per slide for the server-rendered strip; it never rotates by itself (WCAG 2.2.2). */
export function HeroCarouselControls({ trackId, count, labels }: HeroCarouselControlsProps) {
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const onScroll = () => setCurrent(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [trackId]);

  const go = (index: number) => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const target = (index + count) % count;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: target * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(target);
  };

  const arrow = 'flex size-10 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';
  return (
    <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
      <button type="button" className={arrow} aria-label={labels.previous} onClick={() => go(current - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className="flex gap-1">
        {labels.goTo.map((label, index) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => go(index)}
            className="flex size-6 items-center justify-center"
          >
            <span className={`block size-2.5 rounded-full border border-white ${index === current ? 'bg-white' : 'bg-white/30'}`} />
          </button>
        ))}
      </div>
      <button type="button" className={arrow} aria-label={labels.next} onClick={() => go(current + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
