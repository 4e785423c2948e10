import type { NewContentPage } from '../schema/index';

/** One section per device option of the order form (SPEC.md section 3), in the same order. */
const sections: { id: string; title: string; steps: string[] }[] = [
  {
    id: 'android',
    title: 'Android phone or tablet',
    steps: [
      'Open the Google Play Store and install **IPTV Smarters Pro**.',
      'Open the app and choose **Login with Xtream Codes API**.',
      'Enter the username, password and server URL we sent you.',
      'Tap **Add User** and wait for the channels to load.',
    ],
  },
  {
    id: 'ios',
    title: 'iPhone or iPad',
    steps: [
      'Open the App Store and install **GSE Smart IPTV** or **IPTV Smarters Pro**.',
      'Choose **Xtream Codes API** and tap **+** to add an account.',
      'Enter the username, password and server URL we sent you.',
      'Save, then open the account to start watching.',
    ],
  },
  {
    id: 'apple-tv',
    title: 'Apple TV',
    steps: [
      'On the Apple TV, open the App Store and install **GSE Smart IPTV**.',
      'Open the app, go to **Xtream Codes API** and add a new account.',
      'Enter your login details with the Apple TV remote or the iPhone keyboard.',
      'Open the account and choose a channel.',
    ],
  },
  {
    id: 'smart-tv-android',
    title: 'Android Smart TV (Sony, Hisense, TCL, Philips)',
    steps: [
      'Open the Google Play Store on the TV and install **TiviMate** or **IPTV Smarters Pro**.',
      'Choose **Add playlist** and then **Xtream Codes**.',
      'Enter the username, password and server URL we sent you.',
      'Wait for the programme guide to load, then start watching.',
    ],
  },
  {
    id: 'smart-tv-samsung',
    title: 'Samsung or LG Smart TV',
    steps: [
      'Open the TV app store and install **IBO Player**.',
      'Open the app and note the **MAC address** and **device key** on the screen.',
      'Send both to us on WhatsApp; we link your subscription, usually within 15 minutes.',
      'Restart the app to load your channels.',
    ],
  },
  {
    id: 'firestick',
    title: 'Amazon Firestick or Fire TV',
    steps: [
      'Go to **Find > Search**, install **Downloader** and open it.',
      'Go to **Settings > My Fire TV > Developer Options** and allow **Install unknown apps** for Downloader.',
      'In Downloader, enter the link we sent you and install the player.',
      'Open the player and enter the login details we sent you.',
    ],
  },
  {
    id: 'android-box',
    title: 'Android TV box',
    steps: [
      'Open the Google Play Store on the box and install **TiviMate**.',
      'Choose **Add playlist > Xtream Codes**.',
      'Enter the username, password and server URL we sent you.',
      'Connect the box with a network cable for the most stable picture.',
    ],
  },
  {
    id: 'non-google-certified',
    title: 'Box without the Google Play Store',
    steps: [
      'Open the browser on the box and enter the download link we sent you on WhatsApp.',
      'When asked, allow installs from unknown sources for the browser.',
      'Install **XCIPTV Player** and open it.',
      'Choose **Xtream Codes** and enter the login details we sent you.',
    ],
  },
  {
    id: 'pc',
    title: 'Windows or Mac computer',
    steps: [
      'Download and install **VLC media player** from videolan.org.',
      'Open VLC and choose **Media > Open Network Stream**.',
      'Paste the playlist (M3U) link we sent you and press **Play**.',
      'Open **View > Playlist** to browse the channels.',
    ],
  },
];

const body = [
  '# Setup Guide',
  '',
  'Most clients are watching within 10 minutes. Pick your device below; if you get stuck, WhatsApp us',
  'between 9am and 8pm, 7 days a week.',
  '',
  'You need: your login details (sent by WhatsApp or email after payment) and an internet connection of',
  'at least 15 Mbps for HD.',
  '',
  ...sections.flatMap((s) => [
    `## ${s.title}`,
    '',
    ...s.steps.map((step, i) => `${i + 1}. ${step}`),
    '',
  ]),
].join('\n');

export const setupGuideDevices = sections.map(({ id, title }) => ({ id, title }));

export const setupGuidePage: NewContentPage = {
  slug: 'setup-guide',
  title: 'Setup Guide',
  bodyMarkdown: body,
};
