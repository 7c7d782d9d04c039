import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { adminTheme } from './theme';
import { TOAST_DURATION_SECONDS } from './toast';

/** The antd theme and the single toast slot around every admin root, host or standalone remote. */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={adminTheme}>
      <App notification={{ maxCount: 1, duration: TOAST_DURATION_SECONDS }} message={{ maxCount: 1 }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
