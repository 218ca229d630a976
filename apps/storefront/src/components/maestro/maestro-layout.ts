/** From 1024px the assistant is a side panel beside the page; below, a sheet that locks it (spec §9). */
export const MAESTRO_SIDE_PANEL = '(min-width: 1024px)';
