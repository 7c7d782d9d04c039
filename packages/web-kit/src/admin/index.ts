// web-kit/admin: antd-based pieces for admin screens only (never imported by public pages).
export { AdminProviders } from './admin-providers';
export { adminTheme, BRAND } from './theme';
export { useToast, TOAST_DURATION_SECONDS, type Toast } from './toast';
export { BADGE_COLORS, BookingBadge, EpisodeStatusBadge, OutreachBadge, PresentationBadge } from './status-badge';
export { StandaloneLoginGate } from './standalone-login';
export { mountStandalone, type StandaloneRoute } from './standalone';
