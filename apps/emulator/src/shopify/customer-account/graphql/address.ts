import type { CustomerAddressRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import type { CustomerAccountResolvers } from './context.js';

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

function cityLine(address: CustomerAddressRecord): string {
  return [address.city, address.provinceCode, address.zip].filter((part) => part.trim() !== '').join(' ');
}

/** CustomerAddress over the model's address record, formatted the Canadian way Shopify does. */
export const customerAddressResolvers: CustomerAccountResolvers<'CustomerAddress'> = {
  id: (address: CustomerAddressRecord) => toGid('CustomerAddress', address.id),
  firstName: (address: CustomerAddressRecord) => blankToNull(address.firstName),
  lastName: (address: CustomerAddressRecord) => blankToNull(address.lastName),
  name: (address: CustomerAddressRecord) => blankToNull(`${address.firstName} ${address.lastName}`.trim()),
  company: () => null,
  address1: (address: CustomerAddressRecord) => blankToNull(address.address1),
  address2: (address: CustomerAddressRecord) => blankToNull(address.address2),
  city: (address: CustomerAddressRecord) => blankToNull(address.city),
  province: (address: CustomerAddressRecord) => blankToNull(address.province),
  zip: (address: CustomerAddressRecord) => blankToNull(address.zip),
  country: (address: CustomerAddressRecord) => blankToNull(address.country),
  territoryCode: (address: CustomerAddressRecord) => blankToNull(address.countryCode),
  zoneCode: (address: CustomerAddressRecord) => blankToNull(address.provinceCode),
  phoneNumber: (address: CustomerAddressRecord) => blankToNull(address.phone),
  formattedArea: (address: CustomerAddressRecord) => [address.city, address.provinceCode, address.country].filter((part) => part.trim() !== '').join(', ') || null,
  formatted: (address: CustomerAddressRecord, args: { withName?: boolean | null }) =>
    [args.withName ? `${address.firstName} ${address.lastName}`.trim() : '', address.address1, address.address2, cityLine(address), address.country].filter(
      (line) => line.trim() !== '',
    ),
};
