import type { NewIncidentUpdate, NewNotice, NewSystemIncident } from '../schema/index';

const day = 24 * 60 * 60 * 1000;

export function demoNotices(now: Date): NewNotice[] {
  return [
    {
      title: 'Festive season support hours',
      body: 'Our support team is available 9am-8pm every day over the festive season, including public holidays. Payments made on 25 December and 1 January are confirmed the next morning.',
      audience: 'all',
      isPublished: true,
      publishedAt: new Date(now.getTime() - 2 * day),
    },
    {
      title: 'New: upload your proof of payment',
      body: 'You can now upload your EFT proof of payment in the client portal. We confirm it and extend your subscription, usually within an hour during support hours.',
      audience: 'clients',
      isPublished: true,
      publishedAt: new Date(now.getTime() - 10 * day),
    },
  ];
}

/** A past, resolved incident, so the status page shows what an incident history looks like. */
export function demoIncident(now: Date): {
  incident: NewSystemIncident;
  updates: Omit<NewIncidentUpdate, 'incidentId'>[];
} {
  const started = new Date(now.getTime() - 6 * day);
  const minutes = (n: number) => new Date(started.getTime() + n * 60 * 1000);
  return {
    incident: {
      title: 'Buffering on some sport channels',
      description: 'Some clients saw buffering on sport channels during the evening peak.',
      severity: 'minor',
      status: 'resolved',
      component: 'Streaming Servers',
      startedAt: started,
      resolvedAt: minutes(95),
    },
    updates: [
      {
        status: 'investigating',
        message: 'We are looking into reports of buffering on sport channels.',
        createdAt: minutes(0),
      },
      {
        status: 'identified',
        message: 'One streaming server was overloaded; traffic is being moved to other servers.',
        createdAt: minutes(35),
      },
      {
        status: 'resolved',
        message: 'All channels are streaming normally again. Thank you for your patience.',
        createdAt: minutes(95),
      },
    ],
  };
}
