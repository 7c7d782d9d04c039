import type { ThemeConfig } from 'antd';

/** The brand tokens of brand.css, as the antd theme of every admin screen. */
export const BRAND = {
  ink: '#0b1020',
  gold: '#f5b301',
  text: '#f4f6fb',
  danger: '#e5484d',
  success: '#30a46c',
  radius: 12,
  font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#b88600',
    colorLink: '#8a6400',
    colorError: BRAND.danger,
    colorSuccess: BRAND.success,
    borderRadius: 8,
    fontFamily: BRAND.font,
  },
  components: {
    Layout: { headerBg: BRAND.ink, siderBg: '#ffffff' },
  },
};
