'use client';

import dynamic from 'next/dynamic';

/** next/script, loaded only where a tag manager container is set: other deployments ship none of its code. */
export const TagManagerScript = dynamic(() => import('next/script'));
