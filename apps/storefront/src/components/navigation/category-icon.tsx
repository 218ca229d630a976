import type { CategoryIcon as CategoryIconName } from '@/domain/navigation/menu-links';

// Simple line drawings, 24x24, one per catalogue area (CONT-15).
const PATHS: Record<CategoryIconName, string> = {
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  'live-sound': 'M7 3h10v18H7zM12 8a2 2 0 1 0 0-.01M12 17a3 3 0 1 0 0-.01',
  'pro-audio': 'M4 6h16v12H4zM8 9v6M12 11v4M16 8v7',
  recording: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  'hi-fi': 'M3 8h18v10H3zM7 13a2 2 0 1 0 0-.01M17 13a2 2 0 1 0 0-.01M10 5h4',
  dj: 'M12 12m-8 0a8 8 0 1 0 16 0a8 8 0 1 0-16 0M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M18 4l-4 6',
  microphones: 'M12 2a4 4 0 0 1 4 4v5a4 4 0 0 1-8 0V6a4 4 0 0 1 4-4zM12 15v7M8 22h8',
  headphones: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v6H4zM17 15h3v6h-3z',
  lighting: 'M9 3h6l2 8H7zM12 11v4M8 21l4-6 4 6',
  integration: 'M4 5h16v10H4zM8 19h8M12 15v4',
  'audio-visual': 'M3 5h18v11H3zM10 8.5l5 2.5-5 2.5zM8 20h8',
  guitars: 'M14 3l7 7M17 6l-6 6M11 12a4 4 0 1 0-5.5 5.5A4 4 0 1 0 11 12z',
  keyboards: 'M2 7h20v10H2zM6 7v6M10 7v6M14 7v6M18 7v6',
  drums: 'M4 9c0-2 4-3.5 8-3.5s8 1.5 8 3.5v7c0 2-4 3.5-8 3.5S4 18 4 16zM4 9c0 2 4 3.5 8 3.5S20 11 20 9M8 2l3 5M16 2l-3 5',
  'band-orchestra': 'M5 19l10-10M15 9l4-4 1 3-3 3M5 19a2 2 0 1 0 0-.01M9 5l2 2',
  computers: 'M4 5h16v10H4zM2 19h20',
  'mobile-audio': 'M8 2h8v20H8zM12 18h.01M10 5h4',
  cables: 'M5 3v6a3 3 0 0 0 6 0V5a2 2 0 0 1 4 0v10a3 3 0 0 0 6 0v-4M3 3h4M19 11h4',
};

export function CategoryIcon({ name, size = 20 }: { name: CategoryIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
