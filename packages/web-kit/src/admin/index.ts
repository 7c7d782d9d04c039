// web-kit/admin: antd-based pieces for admin screens only (never imported by public pages).
export { AdminProviders } from './admin-providers';
export { adminTheme, ADMIN_COLORS, BRAND } from './theme';
export { useToast, TOAST_DURATION_SECONDS, TOAST_TOP_OFFSET, type Toast } from './toast';
export { BADGE_TONES, BookingBadge, EpisodeStatusBadge, OutreachBadge, PresentationBadge, ToneTag, type BadgeTone } from './status-badge';
export { useKeyboardScrollableTables } from './scroll-region';
export { StandaloneLoginGate } from './standalone-login';
export { mountStandalone, type StandaloneRoute } from './standalone';
export { LoadError, type LoadErrorProps } from './load-error';
export { whoMay } from './who-may';
