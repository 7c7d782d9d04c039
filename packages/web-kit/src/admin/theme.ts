import type { ThemeConfig } from 'antd';

/** The brand tokens of brand.css, as the antd theme of every admin screen. */
export const BRAND = {
  ink: '#0b1020',
  gold: '#f5b301',
  text: '#f4f6fb',
  danger: '#e5484d',
  success: '#30a46c',
  radius: 12,
  font: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/**
 * Colours of the admin theme that meet WCAG AA (4.5:1 for text) on white, measured with the WCAG
 * formula: dark gold text 5.4:1; navy on the brand gold 10.2:1 (so gold buttons carry navy text, not
 * white, which was 3.3:1); the selected sidebar entry is navy on a light gold 15:1; secondary text
 * 5.7:1 instead of antd's 3.4:1; the danger red 5.6:1 instead of 3.9:1.
 */
export const ADMIN_COLORS = {
  /** Text-strength gold: links, focus rings, selected values, the switch. */
  goldText: '#8a6400',
  goldTextHover: '#6b4d00',
  gold: BRAND.gold,
  goldHover: '#ffc933',
  goldActive: '#e0a500',
  /** Selected sidebar entry background (navy text on it). */
  goldLight: '#fde7a1',
  goldLighter: '#fff4d1',
  danger: '#c42b30',
  secondaryText: 'rgba(0, 0, 0, 0.65)',
  tertiaryText: 'rgba(0, 0, 0, 0.6)',
} as const;

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: ADMIN_COLORS.goldText,
    colorLink: ADMIN_COLORS.goldText,
    colorLinkHover: ADMIN_COLORS.goldTextHover,
    colorError: ADMIN_COLORS.danger,
    colorSuccess: BRAND.success,
    colorTextDescription: ADMIN_COLORS.secondaryText,
    colorTextTertiary: ADMIN_COLORS.tertiaryText,
    // Placeholders (inputs, selects) in a readable grey, 5.7:1: antd's #bfbfbf was 1.8:1 (issue 29, axe).
    colorTextPlaceholder: ADMIN_COLORS.tertiaryText,
    borderRadius: 8,
    fontFamily: BRAND.font,
  },
  components: {
    Layout: { headerBg: BRAND.ink, siderBg: '#ffffff', headerPadding: '0 16px' },
    // Primary buttons: the brand gold with navy text.
    Button: {
      colorPrimary: ADMIN_COLORS.gold,
      colorPrimaryHover: ADMIN_COLORS.goldHover,
      colorPrimaryActive: ADMIN_COLORS.goldActive,
      primaryColor: BRAND.ink,
      primaryShadow: 'none',
      defaultHoverColor: ADMIN_COLORS.goldText,
      defaultHoverBorderColor: ADMIN_COLORS.goldText,
      defaultActiveColor: ADMIN_COLORS.goldTextHover,
      defaultActiveBorderColor: ADMIN_COLORS.goldTextHover,
    },
    Menu: {
      itemSelectedColor: BRAND.ink,
      itemSelectedBg: ADMIN_COLORS.goldLight,
      itemHoverBg: ADMIN_COLORS.goldLighter,
      itemActiveBg: ADMIN_COLORS.goldLight,
    },
  },
};
