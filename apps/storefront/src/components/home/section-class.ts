/** Every home section after the hero: page width, gutters, rendered only near the viewport (decision 0014). */
export const HOME_SECTION_CLASS = 'render-when-near mx-auto w-full max-w-screen-2xl px-4 lg:px-6';
