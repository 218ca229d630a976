/** From 1024px the assistant is a side panel beside the page; below, a sheet that locks it (AI-02). */
export const MAESTRO_SIDE_PANEL = '(min-width: 1024px)';
