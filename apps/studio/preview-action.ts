// @sanity/icons 5 exports each icon from its own path only (the root's EyeOpenIcon is `never`, undefined at run time).
import { EyeOpenIcon } from '@sanity/icons/EyeOpen';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { useClient, useCurrentUser, type DocumentActionComponent } from 'sanity';
import { previewLink, storePathOf } from './store-preview';

/**
 * "Preview on the store": stores a one-hour secret in the dataset (only an editor can) and opens the
 * store's preview link with it in a new tab, where this browser sees the drafts (CONT-53). A new tab, not
 * the Presentation tool's frame: the store's CSP forbids framing it.
 */
export function previewOnStore(storeUrl: string): DocumentActionComponent {
  const PreviewOnStore: DocumentActionComponent = ({ type }) => {
    const client = useClient({ apiVersion: '2025-02-19' });
    const user = useCurrentUser();
    return {
      label: 'Preview on the store · Aperçu sur le magasin',
      icon: EyeOpenIcon,
      onHandle: async () => {
        // Opened before the request, while the click still counts, so no pop-up blocker stops it.
        const tab = window.open('about:blank', '_blank');
        // The Studio's client and the one this helper is typed against are two versions of @sanity/client; same methods.
        const studioClient = client as unknown as Parameters<typeof createPreviewSecret>[0];
        const { secret } = await createPreviewSecret(studioClient, 'maple-audio-studio', window.location.origin, user?.id);
        const link = previewLink(storeUrl, secret, storePathOf(type));
        if (tab) tab.location.href = link;
        else window.location.assign(link);
      },
    };
  };
  return PreviewOnStore;
}
