'use client';

import dynamic from 'next/dynamic';
import { MountOnFirstOpen } from '@/components/overlays/mount-on-first-open';
import type { MaestroProduct } from './use-maestro-chat';

const MaestroDrawer = dynamic(() => import('./maestro-drawer').then((module) => module.MaestroDrawer), { ssr: false });

/** The product assistant, mounted and loaded on its first open (most visitors never ask). */
export function LazyMaestroDrawer(product: MaestroProduct) {
  return (
    <MountOnFirstOpen name="maestro">
      <MaestroDrawer {...product} />
    </MountOnFirstOpen>
  );
}
