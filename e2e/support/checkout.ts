import type { Page } from '@playwright/test';

/** Fills the hosted checkout's address and test card (a Québec address). */
export async function fillCheckout(page: Page, language: 'en' | 'fr') {
  const label = {
    en: [
      'First name',
      'Last name',
      'Address',
      'City',
      'Province',
      'Postal code',
      'Card number',
      'Expiration date (MM / YY)',
      'Security code',
      'Name on card',
    ],
    fr: [
      'Prénom',
      'Nom',
      'Adresse',
      'Ville',
      'Province',
      'Code postal',
      'Numéro de carte',
      'Date d’expiration (MM / AA)',
      'Code de sécurité',
      'Nom sur la carte',
    ],
  }[language];
  await page.getByLabel(label[0]!, { exact: true }).fill('Alex');
  await page.getByLabel(label[1]!, { exact: true }).fill('Tremblay');
  await page.getByLabel(label[2]!, { exact: true }).fill('1200 rue Sainte-Catherine O');
  await page.getByLabel(label[3]!, { exact: true }).fill('Montréal');
  await page.getByLabel(label[4]!, { exact: true }).selectOption('QC');
  await page.getByLabel(label[5]!, { exact: true }).fill('H3B 1K9');
  await page.getByLabel(label[6]!, { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(label[7]!, { exact: true }).fill('12 / 30');
  await page.getByLabel(label[8]!, { exact: true }).fill('123');
  await page.getByLabel(label[9]!, { exact: true }).fill('Alex Tremblay');
}
