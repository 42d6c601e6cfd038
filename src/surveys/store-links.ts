/** App store pages (spec §2 "External links": iOS, Android and Huawei). */
export const storeLinks = [
  { store: 'IOS', name: 'App Store (iPhone)', href: 'https://apps.apple.com/' },
  { store: 'ANDROID', name: 'Google Play (Android)', href: 'https://play.google.com/store' },
  { store: 'HUAWEI', name: 'AppGallery (Huawei)', href: 'https://appgallery.huawei.com/' },
] as const;
