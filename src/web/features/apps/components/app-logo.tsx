/** App icon default of SPEC.md section 9. */
export const defaultAppIcon = '/icon-192.png';

export function AppLogo({ src, size }: { src: string | null; size: number }) {
  return (
    <img
      src={src || defaultAppIcon}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-xl bg-muted object-cover"
      style={{ width: size, height: size }}
    />
  );
}
