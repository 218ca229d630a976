'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { MountOnFirstOpen } from '@/components/overlays/mount-on-first-open';
import type { FiltersDrawer as FiltersDrawerComponent } from './filters-drawer';

const FiltersDrawer = dynamic(() => import('./filters-drawer').then((module) => module.FiltersDrawer), { ssr: false });

/** The listing's filters drawer, mounted and loaded the first time the Filters button opens it. */
export function LazyFiltersDrawer(props: ComponentProps<typeof FiltersDrawerComponent>) {
  return (
    <MountOnFirstOpen name="filters">
      <FiltersDrawer {...props} />
    </MountOnFirstOpen>
  );
}
