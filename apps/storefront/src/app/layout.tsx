import type { ReactNode } from 'react';

// The real root layout is [locale]/layout.tsx; this one only lets app/not-found.tsx exist.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
