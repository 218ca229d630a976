// One file per area of the store, so each area's texts can change on their own.
import shell from './shell.json';
import navigation from './navigation.json';
import catalog from './catalog.json';
import account from './account.json';
import cart from './cart.json';
import ai from './ai.json';
import content from './content.json';
import productPage from './product-page.json';

const messages = { ...shell, ...navigation, ...catalog, ...cart, ...ai, ...account, ...productPage, ...content };

export default messages;
