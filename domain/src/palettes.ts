// Theme palettes of spec section 9, exposed as CSS custom properties by the shell.

export const THEME_NAMES = ['light', 'dark', 'highContrast'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  error: string;
  info: string;
  success: string;
  warning: string;
  background: string;
  surface: string;
}

export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    primary: '#0891B2',
    secondary: '#06B6D4',
    accent: '#10B981',
    error: '#EF4444',
    info: '#3B82F6',
    success: '#10B981',
    warning: '#F59E0B',
    background: '#FFFFFF',
    surface: '#F0FDFA',
  },
  highContrast: {
    primary: '#FFFF00',
    secondary: '#00FFFF',
    accent: '#FFFF00',
    error: '#FF4136',
    info: '#00BFFF',
    success: '#39FF14',
    warning: '#FF851B',
    background: '#000000',
    surface: '#1a1a1a',
  },
  dark: {
    primary: '#A78BFA',
    secondary: '#8B5CF6',
    accent: '#34D399',
    error: '#F87171',
    info: '#60A5FA',
    success: '#34D399',
    warning: '#FBBF24',
    background: '#1E1B4B',
    surface: '#2D2A5C',
  },
};
