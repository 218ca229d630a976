import { escapeHtml, renderPage, type PageLanguage } from './page-layout.js';

export const MESSAGES = {
  en: {
    expiredTitle: 'This sign-in link has expired',
    expired: 'Start again from the store to sign in.',
    errorTitle: 'Sign-in could not continue',
    signedOutTitle: 'You are signed out',
    signedOut: 'You have been signed out of your store account.',
    back: 'Return to the store',
  },
  fr: {
    expiredTitle: 'Ce lien de connexion a expiré',
    expired: 'Recommencez à partir de la boutique pour vous connecter.',
    errorTitle: 'La connexion n’a pas pu se poursuivre',
    signedOutTitle: 'Vous êtes déconnecté',
    signedOut: 'Vous avez été déconnecté de votre compte client.',
    back: 'Revenir à la boutique',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

/** A short page with a heading, a message and a link back to the store. */
export function renderMessagePage(language: PageLanguage, title: string, message: string, storefrontUrl: string): string {
  return renderPage(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a class="button" href="${escapeHtml(storefrontUrl)}">${MESSAGES[language].back}</a></p>`,
  );
}
