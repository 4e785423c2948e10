import { useEffect, useRef, useState } from 'react';
import {
  Activity,
  CheckCircle2,
  Circle,
  Download,
  Gauge,
  Lightbulb,
  Loader2,
  MessageCircle,
  RotateCcw,
  Timer,
  Waves,
} from 'lucide-react';
import {
  downloadColour,
  formatStreamTestSummary,
  jitterColour,
  packetLossColour,
  pingColour,
  qualityRequirements,
  type FigureColour,
  type IptvReadiness,
  type StreamTestResult,
} from '@shared/rules/stream-test';
import { whatsappChatLink } from '@shared/rules/phone';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { dispatchPageEvent } from '@/lib/page-events';
import { scrollToSection } from '@/lib/sections';
import { toast } from '@/lib/toast';
import type { RunStreamTestOptions, StreamTestPhase } from '../engine';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; phase: StreamTestPhase; percent: number }
  | { kind: 'done'; result: StreamTestResult };

export interface StreamTestSectionProps {
  /** The business WhatsApp number the results are shared with ('' lets the visitor choose a chat). */
  whatsappNumber: string;
  /** Tests pass a fake engine. */
  run?: (options: RunStreamTestOptions) => Promise<StreamTestResult>;
}

const steps: { phase: StreamTestPhase; label: string }[] = [
  { phase: 'download', label: 'Download speed' },
  { phase: 'latency', label: 'Latency' },
  { phase: 'jitter', label: 'Jitter' },
  { phase: 'packetLoss', label: 'Packet loss' },
];

const colourClass: Record<FigureColour, string> = {
  green: 'text-green-400',
  yellow: 'text-yellow-300',
  red: 'text-red-400',
};

const readinessClass: Record<IptvReadiness, string> = {
  excellent: 'border-green-400/60 bg-green-400/10 text-green-300',
  good: 'border-sky-400/60 bg-sky-400/10 text-sky-300',
  fair: 'border-yellow-400/60 bg-yellow-400/10 text-yellow-200',
  poor: 'border-red-400/60 bg-red-400/10 text-red-300',
};

/** Loads the measurement engine on first use: it is not needed until someone starts a test. */
const loadEngine = (options: RunStreamTestOptions) =>
  import('../engine').then(({ runStreamTest }) => runStreamTest(options));

/** The stream test (DESIGN.md 9.2): measured for real against our server. */
export function StreamTestSection({ whatsappNumber, run = loadEngine }: StreamTestSectionProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', phase: 'download', percent: 0 });
    try {
      const result = await run({
        signal: controller.signal,
        onProgress: ({ phase, percent }) => {
          if (!controller.signal.aborted) setState({ kind: 'running', phase, percent });
        },
      });
      if (controller.signal.aborted) return;
      setState({ kind: 'done', result });
      toast.success('Stream Test Complete', `IPTV Status: ${result.iptvReadiness}`);
    } catch {
      if (controller.signal.aborted) return;
      setState({ kind: 'idle' });
      toast.error('Stream Test Failed', 'Please check your connection and try again');
    }
  };

  return (
    <section aria-labelledby="stream-test-heading" className="mx-auto max-w-4xl px-4 py-16">
      <div className="text-center">
        <h2 id="stream-test-heading" className="text-3xl font-bold sm:text-4xl">
          Test Your Connection for Streaming
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          A real test against our servers: download speed, latency, jitter and packet loss, and what
          they mean for your picture.
        </p>
      </div>
      <div className="mt-8 rounded-2xl border border-border bg-card p-6 sm:p-8">
        {state.kind === 'idle' && <Idle onStart={() => void start()} />}
        {state.kind === 'running' && <Running phase={state.phase} percent={state.percent} />}
        {state.kind === 'done' && (
          <Results
            result={state.result}
            whatsappNumber={whatsappNumber}
            onAgain={() => void start()}
          />
        )}
      </div>
    </section>
  );
}

function Idle({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Gauge className="size-14 text-brand-300" aria-hidden />
      <p className="max-w-xl text-muted-foreground">
        Takes up to 20 seconds. Uses up to 40 MB of data: on a mobile bundle, run it on Wi-Fi.
      </p>
      <Button size="lg" onClick={onStart}>
        Start Stream Test
      </Button>
    </div>
  );
}

function Running({ phase, percent }: { phase: StreamTestPhase; percent: number }) {
  const current = steps.findIndex((step) => step.phase === phase);
  return (
    <div className="flex flex-col gap-6" aria-live="polite">
      <div className="flex items-center justify-between gap-4 text-sm">
        <span className="font-semibold">Testing {steps[current]?.label.toLowerCase()}…</span>
        <span className="tabular-nums text-muted-foreground">{Math.round(percent)}%</span>
      </div>
      <Progress value={percent} aria-label="Stream test progress" />
      <ol className="grid gap-3 sm:grid-cols-4">
        {steps.map((step, index) => {
          const status = index < current ? 'done' : index === current ? 'current' : 'pending';
          return (
            <li
              key={step.phase}
              data-status={status}
              className="flex items-center gap-2 rounded-lg border border-border p-3 text-sm"
            >
              {status === 'done' ? (
                <CheckCircle2 className="size-4 text-success" aria-hidden />
              ) : status === 'current' ? (
                <Loader2 className="size-4 text-brand-300 motion-safe:animate-spin" aria-hidden />
              ) : (
                <Circle className="size-4 text-muted-foreground" aria-hidden />
              )}
              {step.label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Results({
  result,
  whatsappNumber,
  onAgain,
}: {
  result: StreamTestResult;
  whatsappNumber: string;
  onAgain: () => void;
}) {
  const summary = formatStreamTestSummary(result);
  const message = `My stream test result: ${summary}`;
  const shareLink = whatsappNumber
    ? whatsappChatLink(whatsappNumber, message)
    : `https://wa.me/?text=${encodeURIComponent(message)}`;
  const figures = [
    {
      label: 'Download',
      value: `${result.download.toFixed(1)} Mbps`,
      colour: downloadColour(result.download),
      Icon: Download,
    },
    {
      label: 'Ping',
      value: `${Math.round(result.ping)} ms`,
      colour: pingColour(result.ping),
      Icon: Timer,
    },
    {
      label: 'Jitter',
      value: `${result.jitter.toFixed(1)} ms`,
      colour: jitterColour(result.jitter),
      Icon: Waves,
    },
    {
      label: 'Packet Loss',
      value: `${result.packetLoss.toFixed(1)}%`,
      colour: packetLossColour(result.packetLoss),
      Icon: Activity,
    },
  ];

  const useInOrder = () => {
    dispatchPageEvent('streamTestResult', summary);
    void scrollToSection('order');
  };

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="stream-test-results">
        {figures.map(({ label, value, colour, Icon }) => (
          <div key={label} className="rounded-xl border border-border bg-background/40 p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4" aria-hidden />
              {label}
            </dt>
            <dd
              className={`mt-1 text-2xl font-bold tabular-nums ${colourClass[colour]}`}
              data-colour={colour}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={`rounded-xl border p-4 ${readinessClass[result.iptvReadiness]}`}>
        <p className="text-lg font-bold">
          IPTV readiness: <span className="capitalize">{result.iptvReadiness}</span>
        </p>
        <p className="text-sm">Recommended quality: {result.recommendedQuality}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-border p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Gauge className="size-4 text-brand-300" aria-hidden />
            Speed needed per quality
          </h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-muted-foreground">
            {qualityRequirements.map((q) => (
              <li key={q.quality}>
                {q.quality}:{' '}
                {q.maxMbps === null ? `${q.minMbps}+ Mbps` : `${q.minMbps}-${q.maxMbps} Mbps`}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted-foreground">
            Stable streaming needs packet loss under 1%, jitter under 30 ms and latency under 150
            ms.
          </p>
        </div>
        <div className="rounded-xl border border-border p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-amber-300" aria-hidden />
            Tips for a better picture
          </h3>
          <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
            <li>Connect your TV or box with a network cable where you can.</li>
            <li>On Wi-Fi, use the 5 GHz network and keep the router close.</li>
            <li>Pause downloads and other streams in the house while you watch.</li>
            <li>Restart your router once a week.</li>
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="secondary">
          <a href={shareLink} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            Share via WhatsApp
          </a>
        </Button>
        <Button variant="outline" onClick={useInOrder}>
          Use These Results In My Order
        </Button>
        <Button variant="ghost" onClick={onAgain}>
          <RotateCcw aria-hidden />
          Test Again
        </Button>
      </div>
    </div>
  );
}
