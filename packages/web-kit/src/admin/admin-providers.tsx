// The brand font, self-hosted (no font CDN): one variable woff2 per script, fetched only for the scripts a
// page shows (unicode-range), under the family name 'Inter Variable' that BRAND.font names first.
import '@fontsource-variable/inter/wght.css';
import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useReducedMotion } from '../reduced-motion';
import { adminTheme } from './theme';
import { TOAST_DURATION_SECONDS, TOAST_TOP_OFFSET } from './toast';

/** The antd theme and the single toast slot around every admin root, host or standalone remote. */
export function AdminProviders({ children }: { children: ReactNode }) {
  // antd's zoom and slide animations follow the system's reduced-motion setting (WCAG 2.3.3).
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => (reducedMotion ? { ...adminTheme, token: { ...adminTheme.token, motion: false } } : adminTheme), [reducedMotion]);
  return (
    <ConfigProvider theme={theme}>
      <App notification={{ maxCount: 1, duration: TOAST_DURATION_SECONDS, top: TOAST_TOP_OFFSET }} message={{ maxCount: 1, top: TOAST_TOP_OFFSET }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
