// A content edit of the top bar (in the content service) shows on both instances, in both languages.
import { slowest, target, untilFresh, warm } from '../freshness.mjs';

export const title = 'a content edit of the top bar shows on both instances within 2 s';

export async function run({ client, emulator }) {
  const [topBar] = await emulator.sanityQuery('*[_type == "topBar"]{_id}');
  if (!topBar) throw new Error('The content service has no topBar document');
  const pages = ['a', 'b'].flatMap((instance) => [
    { instance, locale: 'en', path: '/' },
    { instance, locale: 'fr', path: '/fr' },
    { instance, locale: 'en', path: '/collections/top-deals' },
  ]);
  await warm(
    client,
    pages.map((page) => target(page.instance, page.path, [])),
  );
  const mark = Math.floor(1000 + Math.random() * 9000);
  const message = { en: `Cluster notice ${mark}: free shipping today`, fr: `Avis ${mark} : livraison gratuite aujourd’hui` };
  const since = Date.now();
  await emulator.sanityMutate([{ patch: { id: topBar._id, set: { englishMessage: message.en, frenchMessage: message.fr } } }]);
  const delays = await untilFresh(
    client,
    pages.map((page) => target(page.instance, page.path, [String(mark), page.locale === 'fr' ? 'Avis' : 'Cluster notice'])),
    { since },
  );
  return `${delays.length} pages show the new message, slowest ${slowest(delays)} ms after the edit`;
}
