import type { CustomerAddressRecord, CustomerRecord, MetafieldRecord } from '../../catalog/model.js';
import type { BuildContext } from '../build-context.js';
import { addDays, isoSeconds } from '../dates.js';
import { SHOPPER_CODES } from '../discounts.js';
import { STAFF_EMAIL } from '../identity.js';
import { metafield } from '../products/metafield.js';

type Province = [name: string, code: string];
const QC: Province = ['Quebec', 'QC'];
const ON: Province = ['Ontario', 'ON'];

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  locale: 'en' | 'fr';
  address: [address1: string, address2: string, city: string, province: Province, zip: string];
  tags: string[];
  metafields: MetafieldRecord[];
  marketing: CustomerRecord['emailMarketingState'];
  /** Days before the reference date the account was created. */
  age: number;
}

/** The four demo accounts of the contract, then a few more customers for realism. */
const PEOPLE: Person[] = [
  {
    email: 'shopper@example.com',
    firstName: 'Sophie',
    lastName: 'Tremblay',
    phone: '+15145550142',
    locale: 'fr',
    address: ['1455 Rue Peel', 'App. 804', 'Montréal', QC, 'H3A 1T5'],
    tags: ['loyalty'],
    metafields: [
      metafield('customer', 'points', 'number_integer', '2450'),
      metafield('customer', 'discount_codes', 'json', JSON.stringify(SHOPPER_CODES)),
    ],
    marketing: 'SUBSCRIBED',
    age: 900,
  },
  {
    email: 'integrator@example.com',
    firstName: 'Daniel',
    lastName: 'Okafor',
    phone: '+14165550188',
    locale: 'en',
    address: ['350 King Street West', 'Suite 410', 'Toronto', ON, 'M5V 3X5'],
    tags: ['b2b', 'integrator'],
    metafields: [
      // A JSON list in a text field: ACC-07 reads either a name or a list.
      metafield('customer', 'b2b_catalog', 'single_line_text_field', JSON.stringify(['B2B Integrator'])),
      metafield('customer', 'b2b_discount_percentage', 'number_decimal', '15'),
      metafield('customer', 'points', 'number_integer', '860'),
    ],
    marketing: 'SUBSCRIBED',
    age: 600,
  },
  {
    email: 'production@example.com',
    firstName: 'Marie-Ève',
    lastName: 'Lavoie',
    phone: '+14185550123',
    locale: 'fr',
    address: ['825 Boulevard Lebourgneuf', 'Bureau 200', 'Québec', QC, 'G2J 0B9'],
    tags: ['b2b', 'production'],
    metafields: [
      metafield('customer', 'b2b_catalog', 'single_line_text_field', 'B2B Production'),
      metafield('customer', 'b2b_discount_percentage', 'number_decimal', '10'),
      metafield('customer', 'points', 'number_integer', '1320'),
    ],
    marketing: 'NOT_SUBSCRIBED',
    age: 450,
  },
  {
    email: STAFF_EMAIL,
    firstName: 'Alex',
    lastName: 'Chen',
    phone: '+15145550100',
    locale: 'en',
    address: ['4250 Rue Saint-Denis', '', 'Montréal', QC, 'H2J 2K8'],
    tags: ['staff'],
    metafields: [metafield('customer', 'points', 'number_integer', '0')],
    marketing: 'UNSUBSCRIBED',
    age: 1200,
  },
  { email: 'liam.macdonald@example.com', firstName: 'Liam', lastName: 'MacDonald', phone: '+19025550177', locale: 'en', address: ['5657 Spring Garden Road', '', 'Halifax', ['Nova Scotia', 'NS'], 'B3J 3R4'], tags: [], metafields: [metafield('customer', 'points', 'number_integer', '310')], marketing: 'SUBSCRIBED', age: 300 },
  { email: 'priya.sharma@example.com', firstName: 'Priya', lastName: 'Sharma', phone: '+14035550166', locale: 'en', address: ['1020 17 Avenue SW', '', 'Calgary', ['Alberta', 'AB'], 'T2T 0A5'], tags: [], metafields: [metafield('customer', 'points', 'number_integer', '125')], marketing: 'NOT_SUBSCRIBED', age: 210 },
  { email: 'jf.bouchard@example.com', firstName: 'Jean-François', lastName: 'Bouchard', phone: '+18195550111', locale: 'fr', address: ['145 Rue Wellington Nord', '', 'Sherbrooke', QC, 'J1H 5B9'], tags: [], metafields: [metafield('customer', 'points', 'number_integer', '540')], marketing: 'SUBSCRIBED', age: 500 },
  { email: 'olivia.wilson@example.com', firstName: 'Olivia', lastName: 'Wilson', phone: '+16045550155', locale: 'en', address: ['1138 Commercial Drive', '', 'Vancouver', ['British Columbia', 'BC'], 'V5L 3X3'], tags: [], metafields: [], marketing: 'NOT_SUBSCRIBED', age: 90 },
  { email: 'noah.thompson@example.com', firstName: 'Noah', lastName: 'Thompson', phone: '+12045550133', locale: 'en', address: ['280 Broadway', '', 'Winnipeg', ['Manitoba', 'MB'], 'R3C 0R8'], tags: [], metafields: [], marketing: 'SUBSCRIBED', age: 60 },
  { email: 'chloe.roy@example.com', firstName: 'Chloé', lastName: 'Roy', phone: '+18195550199', locale: 'fr', address: ['25 Rue Laurier', '', 'Gatineau', QC, 'J8X 4C8'], tags: [], metafields: [metafield('customer', 'points', 'number_integer', '75')], marketing: 'SUBSCRIBED', age: 30 },
];

export function buildCustomers(context: BuildContext): CustomerRecord[] {
  return PEOPLE.map((person) => {
    const [address1, address2, city, [province, provinceCode], zip] = person.address;
    const address: CustomerAddressRecord = {
      id: context.ids.next('address'),
      firstName: person.firstName,
      lastName: person.lastName,
      address1,
      address2,
      city,
      province,
      provinceCode,
      zip,
      country: 'Canada',
      countryCode: 'CA',
      phone: person.phone,
    };
    return {
      id: context.ids.next('customer'),
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      locale: person.locale,
      emailMarketingState: person.marketing,
      tags: person.tags,
      createdAt: isoSeconds(addDays(context.referenceDate, -person.age)),
      addresses: [address],
      defaultAddressId: address.id,
      metafields: person.metafields,
    };
  });
}
