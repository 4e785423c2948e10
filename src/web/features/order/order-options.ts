import type { Device, InternetPlatform } from '@shared/contracts/ordering';

/** The order form's device and internet-platform options (SPEC.md section 3), with their labels. */
export const deviceOptions: readonly { value: Device; label: string }[] = [
  { value: 'android', label: 'Android phone or tablet' },
  { value: 'ios', label: 'iPhone or iPad' },
  { value: 'apple-tv', label: 'Apple TV' },
  { value: 'smart-tv-android', label: 'Android Smart TV' },
  { value: 'smart-tv-samsung', label: 'Samsung or LG Smart TV' },
  { value: 'firestick', label: 'Amazon Firestick' },
  { value: 'android-box', label: 'Android TV box' },
  { value: 'non-google-certified', label: 'Box without Google Play' },
  { value: 'pc', label: 'Windows or Mac computer' },
];

export const internetPlatformOptions: readonly { value: InternetPlatform; label: string }[] = [
  { value: 'fibre', label: 'Fibre' },
  { value: 'wireless', label: 'Wireless' },
  { value: '5g', label: '5G' },
  { value: 'lte', label: 'LTE' },
  { value: 'other', label: 'Other' },
];

export const deviceLabel = (value: string) =>
  deviceOptions.find((o) => o.value === value)?.label ?? value;

export const internetPlatformLabel = (value: string) =>
  internetPlatformOptions.find((o) => o.value === value)?.label ?? value;
