import logoUrl from '@podcast/build-config/favicon.svg';

export function Logo({ size = 36 }: { size?: number }) {
  return <img src={logoUrl} alt="Learn from the best logo" width={size} height={size} />;
}
