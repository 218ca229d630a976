import type { CustomerRecord } from '../../../catalog/model.js';
import { escapeHtml, renderPage, type PageLanguage } from './page-layout.js';

const TEXT = {
  en: {
    title: 'Sign in to {shop}',
    intro: 'Choose a demo account, or sign in with any e-mail address. No password is needed on this test store.',
    demo: 'Demo accounts',
    other: 'Sign in with another e-mail',
    email: 'E-mail address',
    hint: 'A new address creates a customer account.',
    submit: 'Continue',
    cancel: 'Cancel and return to the store',
    invalid: 'Enter a valid e-mail address, for example name@example.com.',
  },
  fr: {
    title: 'Connexion à {shop}',
    intro: 'Choisissez un compte de démonstration ou connectez-vous avec n’importe quelle adresse courriel. Aucun mot de passe n’est requis sur cette boutique de test.',
    demo: 'Comptes de démonstration',
    other: 'Se connecter avec une autre adresse',
    email: 'Adresse courriel',
    hint: 'Une nouvelle adresse crée un compte client.',
    submit: 'Continuer',
    cancel: 'Annuler et revenir à la boutique',
    invalid: 'Entrez une adresse courriel valide, par exemple nom@exemple.com.',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

export interface SignInPageOptions {
  uid: string;
  /** The shop's name, in the title. */
  shopName: string;
  language: PageLanguage;
  accounts: CustomerRecord[];
  email?: string;
  error?: boolean;
}

/** The passwordless sign-in page: one button per demo account and a form for any e-mail. */
export function renderSignInPage({ uid, shopName, language, accounts, email = '', error = false }: SignInPageOptions): string {
  const text = TEXT[language];
  const title = text.title.replace('{shop}', shopName);
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  const buttons = accounts
    .map(
      (account) => `<li><button type="submit" name="email" value="${escapeHtml(account.email)}">
  <strong>${escapeHtml(`${account.firstName} ${account.lastName}`.trim() || account.email)}</strong>
  <span class="account-email">${escapeHtml(account.email)}</span>
</button></li>`,
    )
    .join('\n');
  return renderPage(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${text.intro}</p>
<h2 id="demo-accounts">${text.demo}</h2>
<form method="post" action="${action}" aria-labelledby="demo-accounts">
<ul>
${buttons}
</ul>
</form>
<h2 id="other-email">${text.other}</h2>
<form method="post" action="${action}" aria-labelledby="other-email" novalidate>
${error ? `<p class="error" id="email-error" role="alert">${text.invalid}</p>` : ''}
<label for="email">${text.email}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"
  aria-describedby="email-hint${error ? ' email-error' : ''}"${error ? ' aria-invalid="true" autofocus' : ''}>
<p id="email-hint" class="account-email">${text.hint}</p>
<button type="submit" class="primary">${text.submit}</button>
</form>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/abort" class="secondary">
<button type="submit">${text.cancel}</button>
</form>`,
  );
}
