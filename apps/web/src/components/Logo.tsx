interface LogoProps {
  size?: number;
  className?: string;
}

/** The console mark: a mortarboard on the theme colour. */
export function Logo({ size = 32, className }: LogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#409EFF" />
      <path d="M32 12 12 22l20 10 20-10-20-10Z" fill="#fff" />
      <path d="M20 28v10c0 4 5.4 8 12 8s12-4 12-8V28l-12 6-12-6Z" fill="#fff" opacity=".85" />
      <path d="M50 23v14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
