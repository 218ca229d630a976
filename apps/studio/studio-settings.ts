/** The Studio's settings: Vite hands SANITY_STUDIO_* variables to the browser bundle as process.env. */
export interface StudioSettings {
  projectId: string;
  dataset: string;
  /** Another API host than Sanity's (the local emulator); unset in production. */
  apiHost: string | undefined;
  /** The store whose preview links the Studio opens. */
  previewUrl: string;
}

export function studioSettings(env: Record<string, string | undefined> = process.env): StudioSettings {
  return {
    projectId: env.SANITY_STUDIO_PROJECT_ID || 'emulator',
    dataset: env.SANITY_STUDIO_DATASET || 'production',
    apiHost: env.SANITY_STUDIO_API_HOST || undefined,
    previewUrl: env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000',
  };
}
