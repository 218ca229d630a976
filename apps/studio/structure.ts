import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';

/** A document the store reads as one, opened directly (its id is its type's name). */
const singleton = (S: StructureBuilder, type: string, title: string) =>
  S.listItem().title(title).id(type).schemaType(type).child(S.document().schemaType(type).documentId(type).title(title));

/** A list of a type's documents in the order the store shows them. */
const ordered = (S: StructureBuilder, type: string, title: string) =>
  S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(
      S.documentTypeList(type)
        .title(title)
        .defaultOrdering([{ field: 'order', direction: 'asc' }]),
    );

/** A folder of the desk: one page of the store and what feeds it. */
const group = (S: StructureBuilder, id: string, title: string, items: ListItemBuilder[]) =>
  S.listItem().title(title).id(id).child(S.list().title(title).items(items));

/** The desk, grouped as the store's pages are, each title in both languages. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content · Contenu')
    .items([
      group(S, 'site', 'Every page · Toutes les pages', [
        singleton(S, 'topBar', 'Top bar · Bandeau supérieur'),
        singleton(S, 'logo', 'Logo · Logo'),
        ordered(S, 'paymentMethods', 'Payment methods (footer) · Modes de paiement (pied de page)'),
      ]),
      group(S, 'home', 'Home page · Page d’accueil', [
        ordered(S, 'banner', 'Hero banners · Bannières principales'),
        ordered(S, 'infoBar', 'Info bars · Barres d’information'),
        ordered(S, 'featuredPromotions', 'Featured promotions · Promotions en vedette'),
        singleton(S, 'promotionBanners', 'Promotion tiles · Tuiles promotionnelles'),
        ordered(S, 'popularCategories', 'Popular categories · Catégories populaires'),
        ordered(S, 'featuredProduct', 'Featured products · Produits en vedette'),
      ]),
      group(S, 'help', 'Help centre · Centre d’aide', [
        singleton(S, 'helpCenter', 'Chat and hours · Clavardage et heures'),
        ordered(S, 'faq', 'FAQ · Foire aux questions'),
        ordered(S, 'agents', 'Help agents · Agents d’aide'),
      ]),
      S.divider(),
      S.documentTypeListItem('series').title('Series · Gammes'),
      S.divider(),
      S.listItem()
        .title('Trade-in enquiries · Demandes d’échange')
        .id('tradeInEnquiry')
        .schemaType('tradeInEnquiry')
        .child(
          S.documentTypeList('tradeInEnquiry')
            .title('Trade-in enquiries · Demandes d’échange')
            .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
        ),
    ]);
