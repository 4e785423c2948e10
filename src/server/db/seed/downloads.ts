import type { NewDownload, NewTestimonial } from '../schema/index';

/** Steps as numbered lines: the same text is sent by WhatsApp and email. */
const steps = (...lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');

const loginStep =
  'Log in with the username, password and server URL we sent you on WhatsApp or email.';

const apps: Omit<NewDownload, 'qrCodeData'>[] = [
  {
    name: 'IPTV Smarters Pro',
    description:
      'Easy-to-use player with live TV, movies, series and catch-up. Our first choice for most devices.',
    downloadUrl: 'https://www.iptvsmarters.com/',
    fileType: 'APK',
    fileSize: '38 MB',
    version: '5.0.1',
    deviceCompatibility: ['android', 'android-box', 'smart-tv-android', 'firestick', 'ios'],
    installationGuide: steps(
      'Open the Google Play Store (or the App Store on iPhone) and search for "IPTV Smarters Pro".',
      'Install the app and open it.',
      'Choose "Login with Xtream Codes API".',
      'Enter any name for the playlist, for example "StreamVault".',
      loginStep,
      'Tap "Add User" and wait for channels to load.',
    ),
    isFeatured: true,
    sortOrder: 0,
  },
  {
    name: 'TiviMate',
    description:
      'A TV guide style player built for Android TV boxes and Smart TVs, with a full programme guide.',
    downloadUrl: 'https://play.google.com/store/apps/details?id=ar.tvplayer.tv',
    fileType: 'APK',
    fileSize: '22 MB',
    version: '5.1.6',
    deviceCompatibility: ['android-box', 'smart-tv-android', 'firestick'],
    installationGuide: steps(
      'Open the Google Play Store on your TV or box and search for "TiviMate".',
      'Install and open TiviMate, then choose "Add playlist".',
      'Select "Xtream Codes".',
      loginStep,
      'Press "Next", give the playlist a name and press "Done".',
    ),
    isFeatured: true,
    sortOrder: 1,
  },
  {
    name: 'Downloader for Fire TV',
    description:
      'Installs our recommended player on an Amazon Firestick or Fire TV in a few clicks.',
    downloadUrl: 'https://www.aftvnews.com/downloader/',
    fileType: 'Amazon Appstore',
    fileSize: '9 MB',
    version: '1.5.2',
    deviceCompatibility: ['firestick'],
    installationGuide: steps(
      'On the Firestick home screen, go to Find > Search and type "Downloader".',
      'Install Downloader and open it; allow access to files when asked.',
      'Go to Settings > My Fire TV > Developer Options and turn on "Install unknown apps" for Downloader.',
      'In Downloader, enter the link we sent you on WhatsApp and press Go.',
      'Install the player app when the download finishes, then open it.',
      loginStep,
    ),
    isFeatured: true,
    sortOrder: 2,
  },
  {
    name: 'GSE Smart IPTV',
    description: 'A polished player for iPhone, iPad and Apple TV.',
    downloadUrl: 'https://apps.apple.com/za/search?term=gse%20smart%20iptv',
    fileType: 'App Store',
    fileSize: '64 MB',
    version: '8.4',
    deviceCompatibility: ['ios', 'apple-tv'],
    installationGuide: steps(
      'Open the App Store and search for "GSE Smart IPTV".',
      'Install and open the app, then tap the menu and choose "Xtream Codes API".',
      'Tap "+" to add a new account.',
      loginStep,
      'Tap "Add" and open the account to load channels.',
    ),
    sortOrder: 3,
  },
  {
    name: 'IBO Player',
    description: "Works on Samsung and LG Smart TVs; activated with your TV's MAC address.",
    downloadUrl: 'https://iboplayer.com/',
    fileType: 'Smart TV app',
    fileSize: '15 MB',
    version: '2.3.0',
    deviceCompatibility: ['smart-tv-samsung', 'smart-tv-android'],
    installationGuide: steps(
      'Open the app store on your Samsung or LG TV and search for "IBO Player".',
      'Install and open the app; note the MAC address and device key on the screen.',
      'Send the MAC address and device key to us on WhatsApp.',
      'We link your subscription to the TV, usually within 15 minutes.',
      'Restart the app to load your channels.',
    ),
    sortOrder: 4,
  },
  {
    name: 'XCIPTV Player',
    description:
      'Lightweight player for older Android phones and boxes that are not Google certified.',
    downloadUrl: 'https://play.google.com/store/search?q=XCIPTV%20Player&c=apps',
    fileType: 'APK',
    fileSize: '27 MB',
    version: '6.0.0',
    deviceCompatibility: ['android', 'android-box', 'non-google-certified'],
    installationGuide: steps(
      'Download the app from the link we send you, or search the Play Store for "XCIPTV Player".',
      'If your device asks, allow installs from unknown sources for your browser or file manager.',
      'Open XCIPTV and choose "Xtream Codes".',
      loginStep,
      'Tap "Sign in" and wait for the content to load.',
    ),
    sortOrder: 5,
  },
  {
    name: 'VLC media player',
    description: 'Free player for Windows and Mac computers; open your playlist link and watch.',
    downloadUrl: 'https://www.videolan.org/vlc/',
    fileType: 'EXE',
    fileSize: '42 MB',
    version: '3.0.21',
    deviceCompatibility: ['pc'],
    installationGuide: steps(
      'Download VLC from videolan.org and install it.',
      'Open VLC and choose Media > Open Network Stream.',
      'Paste the playlist (M3U) link we sent you on WhatsApp or email.',
      'Press Play, then open View > Playlist to browse channels.',
    ),
    sortOrder: 6,
  },
];

export const demoDownloads: NewDownload[] = apps.map((app) => ({
  ...app,
  qrCodeData: app.downloadUrl ?? null,
  logoUrl: null,
}));

export const demoTestimonials: NewTestimonial[] = [
  {
    clientName: 'Sipho N.',
    location: 'Soweto, Johannesburg',
    content:
      'Watched every Springbok test this season without a single buffer. Setup on my Firestick took five minutes with their help on WhatsApp.',
    rating: 5,
    isFeatured: true,
    sortOrder: 0,
  },
  {
    clientName: 'Megan v.d. Merwe',
    location: 'Durbanville, Cape Town',
    content:
      'The kids have their cartoons and I have my series. Much cheaper than what we paid before, and support actually answers.',
    rating: 5,
    isFeatured: true,
    sortOrder: 1,
  },
  {
    clientName: 'Pravesh R.',
    location: 'Umhlanga, Durban',
    content:
      'Cricket and the Premier League on one app. Picture quality is great on fibre; on LTE it drops to HD now and then, which is fair.',
    rating: 4,
    isFeatured: true,
    sortOrder: 2,
  },
  {
    clientName: 'Lerato M.',
    location: 'Centurion, Pretoria',
    content:
      'Tried the free trial on a Saturday and paid for 3 months the same day. Renewal by EFT is quick and they confirm on WhatsApp.',
    rating: 5,
    sortOrder: 3,
  },
  {
    clientName: 'Johan B.',
    location: 'Bloemfontein',
    content:
      'Works well on my Samsung TV with IBO Player. Took a little while to get activated but the team walked me through it.',
    rating: 4,
    sortOrder: 4,
  },
  {
    clientName: 'Ayanda K.',
    location: 'Gqeberha',
    content:
      'Good value for the 12 month package. Two screens means my son watches the soccer in his room while I watch my shows.',
    rating: 5,
    sortOrder: 5,
  },
  {
    clientName: 'Thandi D.',
    location: 'Polokwane',
    content: 'Very happy with the service so far, the channel guide is easy to use.',
    rating: 4,
    sortOrder: 6,
    // Waiting for an admin to approve it: must not show on the public site.
    isApproved: false,
    isPublished: false,
  },
].map((t) => ({ isApproved: true, isPublished: true, ...t }));
