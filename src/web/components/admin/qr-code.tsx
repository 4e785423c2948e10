import { useEffect, useState } from 'react';

/**
 * `data` drawn as a QR code (an SVG image). The QR library loads on first use, so it stays out of
 * every chunk that does not show one.
 */
export function QrCode({
  data,
  label,
  size = 160,
}: {
  data: string;
  label: string;
  size?: number;
}) {
  const [svg, setSvg] = useState<{ data: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    if (data.trim() === '') return;
    import('qrcode')
      .then((qr) => qr.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (text) => {
          if (live)
            setSvg({ data, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` });
        },
        () => {
          if (live) setSvg({ data, url: null });
        },
      );
    return () => {
      live = false;
    };
  }, [data]);

  if (data.trim() === '') return null;
  const current = svg?.data === data ? svg : null;
  if (current && current.url === null) {
    return <p className="text-sm text-destructive">This text is too long for a QR code.</p>;
  }
  return current ? (
    <img
      src={current.url ?? ''}
      alt={label}
      width={size}
      height={size}
      data-qr-data={data}
      className="rounded-md border border-border bg-white"
    />
  ) : (
    <div
      role="img"
      aria-label={`${label} (loading)`}
      style={{ width: size, height: size }}
      className="animate-pulse rounded-md bg-muted"
    />
  );
}
