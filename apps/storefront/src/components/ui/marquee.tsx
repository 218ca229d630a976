'use client';

import { useRef, useState, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from './icons';
import { useResizeMeasure } from './use-resize-measure';
import { useIdle } from './when-idle';

interface MarqueeProps {
  /** Pixels per second (CONST-10: 20 for the top bar, 25 for payment logos). */
  speed: number;
  children: ReactNode;
  pauseLabel: string;
  playLabel: string;
  className?: string;
}

/**
 * An endless horizontal scroll; pauses on hover, focus, its button, or reduced motion (WCAG 2.2.2).
 * It starts once the page is idle and the lap's width is measured: a moving strip makes the browser
 * compose a new frame 60 times a second, which a phone should not do while it loads and hydrates.
 */
export function Marquee({ speed, children, pauseLabel, playLabel, className = '' }: MarqueeProps) {
  const copy = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  const [paused, setPaused] = useState(false);
  const idle = useIdle();
  useResizeMeasure(copy, (element) => setWidth(element.scrollWidth));
  const duration = idle && width ? width / speed : undefined;

  return (
    <div className={`group relative flex items-center overflow-hidden ${className}`}>
      <div
        className="marquee-track flex w-max group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
        data-running={duration ? '' : undefined}
        style={{
          ['--marquee-duration' as string]: duration ? `${duration}s` : undefined,
          animationPlayState: paused ? 'paused' : undefined,
        }}
      >
        <div ref={copy} className="flex shrink-0">
          {children}
        </div>
        <div className="flex shrink-0" aria-hidden="true" inert>
          {children}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={paused ? playLabel : pauseLabel}
        aria-pressed={paused}
        className="absolute right-0 top-0 flex h-full items-center bg-inherit px-2"
      >
        {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
      </button>
    </div>
  );
}
