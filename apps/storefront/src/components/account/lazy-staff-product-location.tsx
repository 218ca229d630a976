'use client';

import dynamic from 'next/dynamic';
import { useSession } from './session-store';

const StaffProductLocation = dynamic(() => import('./staff-product-location').then((module) => module.StaffProductLocation), {
  ssr: false,
});

/** The staff-only rack and shelf island: its code loads only in a staff member's browser. */
export function LazyStaffProductLocation({ handle }: { handle: string }) {
  const { customer } = useSession();
  return customer?.isStaff === true ? <StaffProductLocation handle={handle} /> : null;
}
